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

type Kind = 'app' | 'postgres' | 'load';
/** CPU ticks so far of each process measured, by pid. */
type Sample = Map<number, { kind: Kind; ticks: number }>;

/**
 * CPU time per request, read from /proc (user + system time of each process that descends from the
 * bench: the server under test and PostgreSQL). Per process, what it spent between the two samples: a
 * process that ends meanwhile (a connection closed) is left out, one that starts counts whole. Unlike
 * requests per second it moves little when other work shares the machine, so partial runs on a busy
 * machine can be compared. Background work (the job worker's polls, timers, GC, an idle app of an
 * earlier scenario) is spread over the requests, so at very low request rates it reads high. Linux
 * only; undefined elsewhere.
 */
export function cpuMeter(): { stop(requests: number): CpuPerRequest | undefined } | undefined {
  if (os.platform() !== 'linux') return undefined;
  const start = sample();
  return {
    stop(requests) {
      const end = sample();
      if (!requests) return undefined;
      const spent: Record<Kind, number> = { app: 0, postgres: 0, load: 0 };
      for (const [pid, now] of end) spent[now.kind] += now.ticks - (start.get(pid)?.ticks ?? 0);
      const us = (ticks: number) => ((ticks / TICKS_PER_SECOND) * 1e6) / requests;
      return { appUs: us(spent.app), postgresUs: us(spent.postgres), loadUs: us(spent.load) };
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
  const result: Sample = new Map();
  for (const [pid, p] of processes) {
    if (pid === process.pid) result.set(pid, { kind: 'load', ticks: p.ticks });
    else if (descends(pid, process.pid)) {
      result.set(pid, { kind: p.comm.startsWith('postgres') || p.comm.startsWith('postmaster') ? 'postgres' : 'app', ticks: p.ticks });
    }
  }
  return result;
}
