import fs from 'node:fs';
import os from 'node:os';

/** CPU spent during the measured load, per request, by who spent it. */
export interface CpuPerRequest {
  /** The server under test (every Node process the bench started, cluster workers included), µs. */
  appUs: number;
  /** PostgreSQL (the postmaster's processes: backends, WAL writer, ...), µs. */
  postgresUs: number;
  /** The load generator (this process), µs. */
  loadUs: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Sample {
  app: number;
  postgres: number;
  load: number;
}

/**
 * CPU time per request, read from /proc (user + system time of each process that descends from the
 * bench: the server under test and PostgreSQL; processes that end during the load are not counted —
 * pools keep theirs open). Unlike requests per second it moves little when other work shares the
 * machine, so partial runs on a busy machine can be compared. Background work (the job worker's
 * polls, timers, GC) is spread over the requests, so at very low request rates it reads high.
 * Linux only; undefined elsewhere.
 */
export function cpuMeter(): { stop(requests: number): CpuPerRequest | undefined } | undefined {
  if (os.platform() !== 'linux') return undefined;
  const start = sample();
  return {
    stop(requests) {
      const end = sample();
      if (!requests) return undefined;
      const us = (ticks: number) => ((ticks / TICKS_PER_SECOND) * 1e6) / requests;
      return { appUs: us(end.app - start.app), postgresUs: us(end.postgres - start.postgres), loadUs: us(end.load - start.load) };
    },
  };
}

function sample(): Sample {
  const processes = new Map<number, { ppid: number; comm: string; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ... utime(14) stime(15): comm may hold spaces, so split after the last ')'.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      processes.set(Number(entry), { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const descends = (pid: number, ancestor: number): boolean => {
    for (let p = processes.get(pid)?.ppid; p && p > 1; p = processes.get(p)?.ppid) if (p === ancestor) return true;
    return false;
  };
  const result: Sample = { app: 0, postgres: 0, load: processes.get(process.pid)?.ticks ?? 0 };
  for (const [pid, p] of processes) {
    if (pid === process.pid || !descends(pid, process.pid)) continue;
    if (p.comm.startsWith('postgres') || p.comm.startsWith('postmaster')) result.postgres += p.ticks;
    else result.app += p.ticks;
  }
  return result;
}
