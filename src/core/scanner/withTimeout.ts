/**
 * `promise`, or a rejection with `message` once `ms` pass first. The timer is left to run out: once
 * `promise` has won, its rejection settles nothing (a race settles once), and the loader's budget
 * has no bytes for clearing one idle timer per island.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms))]);
}
