import type { BenchEnv } from './measureLoad.ts';
import { loadAndSettle, newBenchContext, pageUrl, throttledTab } from './measureLoad.ts';
import type { PageType, Variant } from './pages.ts';
import { scriptCpuTime } from './scriptCpu.ts';

export interface ScriptCpuSample {
  page: string;
  variant: Variant;
  run: number;
  /** Main-thread time in script files (sampled profile) from navigation until settled. */
  scriptCpu: number;
}

/**
 * Script CPU comes from a load of its own. The sampling profiler slows the script it samples (at 4x
 * CPU a 1 ms interval stretched the bundle's tasks by a third and pushed tasks near 50 ms over it on
 * cart and checkout): blocking time, long tasks and task time are read from loads without it.
 */
export async function measureScriptCpu(env: BenchEnv, page: PageType, variant: Variant, run: number): Promise<ScriptCpuSample> {
  const context = await newBenchContext(env, page);
  try {
    const { tab, session, network } = await throttledTab(context);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 1000 });
    await session.send('Profiler.start');
    await loadAndSettle(tab, network, pageUrl(env, page, variant), env, variant);
    const { profile } = await session.send('Profiler.stop');
    return { page: page.id, variant, run, scriptCpu: scriptCpuTime(profile) };
  } finally {
    await context.close();
  }
}
