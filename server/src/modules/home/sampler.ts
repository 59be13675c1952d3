/** CPU and memory usage sampled every few seconds into a bounded history for the home page curves. */
import os from 'node:os';
import type { Clock } from '../../app-context';

export interface Sample {
  sysTime: number;
  data: number;
}

export const SAMPLE_INTERVAL_MS = 5_000;
export const SAMPLE_HISTORY = 120;

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const c of os.cpus()) {
    const t = c.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export class ResourceSampler {
  readonly cpu: Sample[] = [];
  readonly mem: Sample[] = [];
  private last = cpuTimes();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs = SAMPLE_INTERVAL_MS,
    private readonly history = SAMPLE_HISTORY,
  ) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Percent of CPU busy since the previous sample (0-100), and percent of memory in use. */
  sample(): void {
    const now = cpuTimes();
    const total = now.total - this.last.total;
    const busy = total > 0 ? (1 - (now.idle - this.last.idle) / total) * 100 : 0;
    this.last = now;
    const sysTime = this.clock.now();
    this.push(this.cpu, { sysTime, data: round2(Math.min(100, Math.max(0, busy))) });
    this.push(this.mem, { sysTime, data: round2((1 - os.freemem() / os.totalmem()) * 100) });
  }

  latest(): { cpu: number; mem: number } {
    return { cpu: this.cpu.at(-1)?.data ?? 0, mem: this.mem.at(-1)?.data ?? 0 };
  }

  private push(list: Sample[], s: Sample) {
    list.push(s);
    if (list.length > this.history) list.splice(0, list.length - this.history);
  }
}
