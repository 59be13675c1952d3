/**
 * Checks a data service's SQL against an allow-list before it runs (docs/data-service.md, "What SQL may do").
 * Not a list of forbidden words: every word must be a known query keyword, a `ds_*` view or one of its columns, an
 * allowed function, a type name after `::`, or an alias the query itself defines; relation positions (after FROM,
 * JOIN or a FROM-list comma) take only the views and the query's own CTE names. Anything else is refused, naming
 * the offending word. The database then runs it read-only, tenant-filtered, with a timeout and a row cap.
 */
import { COLUMN_NAMES, VIEW_NAMES } from './views';

export type GuardFailure =
  | { kind: 'empty' }
  | { kind: 'multiple' }
  | { kind: 'comment' }
  | { kind: 'quoted' }
  | { kind: 'char'; token: string }
  | { kind: 'word'; token: string }
  | { kind: 'function'; token: string }
  | { kind: 'relation'; token: string }
  | { kind: 'qualified'; token: string }
  | { kind: 'type'; token: string }
  | { kind: 'select' }
  | { kind: 'unbalanced' }
  | { kind: 'relations' };

/** Relation references per query: enough for real joins, too few for a cross-join bomb. */
export const MAX_RELATIONS = 4;

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const KEYWORDS = words(`select distinct from where and or not as join inner left right full outer cross on using natural
  group by order asc desc nulls first last limit offset having case when then else end is null true false in between
  like ilike similar escape with union all intersect except exists any some cast interval over partition rows range
  preceding following unbounded current row filter fetch next only lateral isnull notnull at time zone date timestamp
  epoch year month day hour minute second dow doy week quarter`);

const FUNCTIONS = words(`count sum avg min max coalesce nullif greatest least round floor ceil ceiling abs sign trunc
  sqrt power mod ln log exp lower upper length char_length substring substr trim ltrim rtrim btrim concat concat_ws
  split_part position strpos replace left right lpad rpad to_char to_timestamp to_date to_number date_trunc
  date_part extract now string_agg array_agg bool_and bool_or stddev variance row_number rank dense_rank lag lead
  first_value last_value ntile cast`);

const TYPES = words(`int int2 int4 int8 integer smallint bigint numeric decimal real float float4 float8 double
  precision text varchar char boolean bool date timestamp timestamptz time interval`);

/** Keywords PostgreSQL evaluates without parentheses: never accepted as an alias, so they stay unusable. */
const VALUE_KEYWORDS = words(`current_user session_user user current_role current_schema current_catalog system_user
  current_date current_time current_timestamp localtime localtimestamp`);

const SAFE_ALIAS = /^[a-z_][a-z0-9_]{0,62}$/;

interface Tok {
  t: 'word' | 'num' | 'str' | 'op';
  v: string;
}

// Sticky patterns: matched at a position, so lexing stays linear in the text's length.
const NUM = /(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?/iy;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const OP = /::|<>|<=|>=|!=|\|\||[-+*/%<>=(),.;]/y;

function at(re: RegExp, text: string, i: number): string | null {
  re.lastIndex = i;
  const m = re.exec(text);
  return m ? m[0] : null;
}

function lex(text: string): Tok[] | GuardFailure {
  const out: Tok[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (text.startsWith('--', i) || text.startsWith('/*', i)) return { kind: 'comment' };
    if (c === '"') return { kind: 'quoted' };
    if (c === "'") {
      let j = i + 1;
      for (;;) {
        if (j >= text.length) return { kind: 'unbalanced' };
        if (text[j] === "'") {
          if (text[j + 1] === "'") {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      out.push({ t: 'str', v: text.slice(i, j + 1) });
      i = j + 1;
      continue;
    }
    const num = at(NUM, text, i);
    if (num) {
      out.push({ t: 'num', v: num });
      i += num.length;
      continue;
    }
    const word = at(WORD, text, i);
    if (word) {
      out.push({ t: 'word', v: word.toLowerCase() });
      i += word.length;
      continue;
    }
    const op = at(OP, text, i);
    if (!op) return { kind: 'char', token: c };
    out.push({ t: 'op', v: op });
    i += op.length;
  }
  return out;
}

const CLAUSES = new Map<string, string>([
  ['select', 'select'],
  ['from', 'from'],
  ['where', 'where'],
  ['group', 'group'],
  ['having', 'having'],
  ['order', 'order'],
  ['limit', 'limit'],
  ['offset', 'limit'],
  ['union', 'select'],
  ['intersect', 'select'],
  ['except', 'select'],
  ['window', 'where'],
]);

/** Null when the SQL may run, else why not. */
export function checkSql(text: string): GuardFailure | null {
  const lexed = lex(text);
  if (!Array.isArray(lexed)) return lexed;
  const toks = lexed;
  while (toks.length && toks[toks.length - 1].v === ';') toks.pop();
  if (!toks.length) return { kind: 'empty' };
  if (toks.some((x) => x.t === 'op' && x.v === ';')) return { kind: 'multiple' };
  if (!(toks[0].t === 'word' && (toks[0].v === 'select' || toks[0].v === 'with'))) return { kind: 'select' };

  // Pass 1: the names the query defines (aliases after AS or after a relation, CTE names before `AS (`).
  const aliases = new Set<string>();
  const ctes = new Set<string>();
  toks.forEach((x, i) => {
    if (x.t !== 'word') return;
    const next = toks[i + 1];
    const prev = toks[i - 1];
    if (next?.v === 'as' && toks[i + 2]?.v === '(' && SAFE_ALIAS.test(x.v) && !VALUE_KEYWORDS.has(x.v)) ctes.add(x.v);
    const definesAlias = prev?.v === 'as' || (prev && (prev.v === ')' || (prev.t === 'word' && VIEW_NAMES.has(prev.v))) && !KEYWORDS.has(x.v));
    if (definesAlias && SAFE_ALIAS.test(x.v) && !VALUE_KEYWORDS.has(x.v)) aliases.add(x.v);
  });

  // Pass 2: every word in its place.
  const clause: string[] = ['select'];
  /** Parentheses of a function call: `extract(epoch from ts)` has a FROM that names no relation. */
  const fnParen: boolean[] = [false];
  /** Parentheses of `cast(… as <type>)`: the word after AS is a type, and only an allowed one. */
  const castParen: boolean[] = [false];
  let depth = 0;
  let relations = 0;
  for (let i = 0; i < toks.length; i++) {
    const x = toks[i];
    const prev = toks[i - 1];
    const next = toks[i + 1];
    if (x.t === 'op') {
      if (x.v === '(') {
        depth++;
        clause[depth] = 'select';
        fnParen[depth] = prev?.t === 'word' && FUNCTIONS.has(prev.v);
        castParen[depth] = prev?.v === 'cast';
      }
      if (x.v === ')') {
        depth--;
        if (depth < 0) return { kind: 'unbalanced' };
      }
      if (x.v === '.' && !(next && (next.v === '*' || (next.t === 'word' && COLUMN_NAMES.has(next.v) && toks[i + 2]?.v !== '(' && toks[i + 2]?.v !== '.')))) {
        return { kind: 'qualified', token: `${prev?.v ?? ''}.${next?.v ?? ''}` };
      }
      continue;
    }
    if (x.t !== 'word') continue;
    const c = CLAUSES.get(x.v);
    if (c) clause[depth] = c;
    // `x::type`, `cast(x as type)` and typed literals (`date '…'`) name types: only the allowed ones.
    if (prev?.v === '::' || (castParen[depth] && prev?.v === 'as') || (next?.t === 'str' && !KEYWORDS.has(x.v))) {
      if (!TYPES.has(x.v)) return { kind: 'type', token: x.v };
      continue;
    }
    if (prev?.v === '.') continue; // checked at the dot: a view column
    const relationPosition = !fnParen[depth] && (prev?.v === 'from' || prev?.v === 'join' || (prev?.v === ',' && clause[depth] === 'from'));
    if (relationPosition && next?.v !== '(') {
      if (!VIEW_NAMES.has(x.v) && !ctes.has(x.v)) return { kind: 'relation', token: x.v };
      if (++relations > MAX_RELATIONS) return { kind: 'relations' };
      if (next?.v === '.') return { kind: 'qualified', token: `${x.v}.${toks[i + 2]?.v ?? ''}` };
      continue;
    }
    if (next?.v === '(') {
      if (!FUNCTIONS.has(x.v) && !KEYWORDS.has(x.v)) return { kind: 'function', token: x.v };
      continue;
    }
    if (KEYWORDS.has(x.v) || VIEW_NAMES.has(x.v) || COLUMN_NAMES.has(x.v) || aliases.has(x.v) || ctes.has(x.v) || TYPES.has(x.v)) continue;
    return { kind: 'word', token: x.v };
  }
  if (depth !== 0) return { kind: 'unbalanced' };
  return null;
}

/** The SQL without trailing semicolons (the guard has accepted it). */
export const trimmedSql = (text: string) =>
  text
    .trim()
    .replace(/;+\s*$/, '')
    .trim();
