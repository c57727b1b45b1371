/**
 * A Dockerfile read the way `docker build` reads it, for the checks of test/image.test.ts: stages
 * in order with their instructions (continuation lines joined, comments dropped, `${ARG}` of the
 * global ARGs replaced by their defaults).
 */
export interface Instruction {
  op: string;
  args: string;
}
export interface Stage {
  /** `AS <name>`, or its index for an unnamed stage. */
  name: string;
  from: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const globals = new Map<string, string>();
  const stages: Stage[] = [];
  const expand = (value: string) => value.replace(/\$\{(\w+)\}|\$(\w+)/g, (all, a, b) => globals.get(a ?? b) ?? all);
  for (const line of logical) {
    const [, op = '', args = ''] = /^(\w+)\s*(.*)$/.exec(line) ?? [];
    const upper = op.toUpperCase();
    if (upper === 'ARG' && stages.length === 0) {
      const [key, value] = args.split('=');
      globals.set(key!.trim(), (value ?? '').trim());
      continue;
    }
    if (upper === 'FROM') {
      const [from = '', , name] = expand(args).split(/\s+/);
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
      continue;
    }
    stages.at(-1)?.instructions.push({ op: upper, args });
  }
  return stages;
}

/** A COPY instruction's parts: `--from=` stage (if any), sources and destination. */
export function copyParts(args: string): { from?: string; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((w) => !w.startsWith('--'));
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
}

/** The commands of a RUN instruction's shell line, split at `&&`. */
export function commandsOf(run: string): string[] {
  return run
    .split('&&')
    .map((c) => c.trim())
    .filter(Boolean);
}
