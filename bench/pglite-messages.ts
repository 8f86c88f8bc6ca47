import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * Preloaded into a bench server on PGlite, times every protocol message PGlite runs, by the
 * statement it belongs to, and writes the table to BENCH_PGLITE_MESSAGES_OUT when the server
 * stops: where a write's time in the embedded database goes (Parse, Describe, Bind — the plan —
 * Execute, Sync), which `pg_stat_statements` tells on PostgreSQL. Decision 049's figures.
 *
 *   BENCH_PGLITE_MESSAGES_OUT=/tmp/messages.txt \
 *   BENCH_SERVER_NODE_ARGS="--import tsx --import ./bench/pglite-messages.ts" \
 *   BENCH_DATABASE_KIND=pglite BENCH_WRITE=completions npm run bench -- write-anatomy
 *
 * Statements run fewer than `BENCH_PGLITE_MESSAGES_MIN_RUNS` times (1,000) are left out.
 */
const OUT = process.env.BENCH_PGLITE_MESSAGES_OUT ?? `pglite-messages-${process.pid}.txt`;
const MIN_RUNS = Number(process.env.BENCH_PGLITE_MESSAGES_MIN_RUNS ?? 1_000);

type Tally = { count: number; micros: number };
const byStatement = new Map<string, Map<string, Tally>>();
/** Named statements' texts, so that a Bind by name is counted to its statement. */
const textOfName = new Map<string, string>();
let current = '?';
const decoder = new TextDecoder();
const cString = (bytes: Uint8Array, from: number) =>
  decoder.decode(bytes.subarray(from, bytes.indexOf(0, from)));

/** Notes which statement a message belongs to: a Parse or simple Query names it, a Bind by name. */
function follow(message: Uint8Array) {
  const code = String.fromCharCode(message[0]!);
  const body = message.subarray(5);
  if (code === 'P') {
    const name = cString(body, 0);
    current = cString(body, name.length + 1);
    if (name) textOfName.set(name, current);
  } else if (code === 'Q') {
    current = cString(body, 0);
  } else if (code === 'B') {
    const portal = cString(body, 0);
    const name = cString(body, portal.length + 1);
    if (name) current = textOfName.get(name) ?? name;
  }
  return code;
}

const run = PGlite.prototype.execProtocolStream;
PGlite.prototype.execProtocolStream = async function (
  this: PGlite,
  ...args: Parameters<typeof run>
) {
  const code = follow(args[0]);
  const statement = current;
  const started = performance.now();
  try {
    return await run.apply(this, args);
  } finally {
    const messages = byStatement.get(statement) ?? new Map<string, Tally>();
    byStatement.set(statement, messages);
    const tally = messages.get(code) ?? { count: 0, micros: 0 };
    messages.set(code, tally);
    tally.count += 1;
    tally.micros += (performance.now() - started) * 1000;
  }
};

const names: Record<string, string> = {
  P: 'Parse',
  D: 'Describe',
  B: 'Bind',
  E: 'Execute',
  S: 'Sync',
  Q: 'Query',
  C: 'Close',
};

process.on('exit', () => {
  const lines = ['runs  µs a run  (by message)  statement'];
  for (const [statement, messages] of byStatement) {
    const runs = (messages.get('E') ?? messages.get('Q'))?.count ?? 0;
    if (runs < MIN_RUNS) continue;
    const each = [...messages].map(([code, tally]) => [names[code] ?? code, tally.micros / runs]);
    const total = each.reduce((sum, [, micros]) => sum + Number(micros), 0);
    const parts = each.map(([name, micros]) => `${name} ${Math.round(Number(micros))}`).join(', ');
    lines.push(
      `${runs}  ${Math.round(total)}  (${parts})  ${statement.replace(/\s+/g, ' ').slice(0, 120)}`,
    );
  }
  fs.writeFileSync(OUT, `${lines.join('\n')}\n`);
});
