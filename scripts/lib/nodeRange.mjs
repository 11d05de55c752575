// The part of npm's version ranges that `engines.node` uses, without a dependency: the start
// launcher (scripts/with-node.mjs) runs before the project's packages can be relied on.
// node-engines.int compares it with the `semver` package.

/** The parts of a version, e.g. 'v24.1.0' → [24, 1, 0]; missing parts are 0. */
function parts(version) {
  const numbers = version.trim().replace(/^v/, '').split('-')[0].split('.').map(Number)
  return [numbers[0] || 0, numbers[1] || 0, numbers[2] || 0]
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1
  return 0
}

/** One comparator of a range: `>=22.15.0`, `<23`, `^22.15.0`, `=24.1.0`, `24.1.0`. */
function matches(version, comparator) {
  const [, operator, bound] = /^(>=|<=|>|<|\^|=)?(.+)$/.exec(comparator)
  const order = compare(version, parts(bound))
  if (operator === '^') return order >= 0 && version[0] === parts(bound)[0]
  if (operator === '>=') return order >= 0
  if (operator === '>') return order > 0
  if (operator === '<=') return order <= 0
  if (operator === '<') return order < 0
  return order === 0
}

/** Whether a version is in a range of `||` alternatives, each of space-separated comparators. */
export function satisfies(version, range) {
  return range.split('||').some((set) =>
    set
      .trim()
      .split(/\s+/)
      .every((comparator) => matches(parts(version), comparator)),
  )
}
