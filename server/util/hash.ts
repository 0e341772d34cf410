import { createHash, createHmac, randomBytes } from 'node:crypto';

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export function hmacMd5(secret: string, text: string): string {
  return createHmac('md5', secret).update(text).digest('hex');
}

export function randomHex(length: number): string {
  return randomBytes(Math.ceil(length / 2)).toString('hex').slice(0, length);
}
