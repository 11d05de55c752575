/** Each check prints ✓ or ✗ with its reason; the run goes on, and fails at the end if one did. */
export function checklist() {
  const failed: string[] = []
  return {
    failed,
    async check<T>(name: string, body: () => Promise<T> | T): Promise<T | undefined> {
      try {
        const result = await body()
        console.log(`  ✓ ${name}`)
        return result
      } catch (error) {
        failed.push(name)
        const reason = error instanceof Error ? error.message : String(error)
        console.log(`  ✗ ${name}\n      ${reason.replaceAll('\n', '\n      ')}`)
        return undefined
      }
    },
  }
}

/** An assertion whose message says what was expected and what came. */
export function ensure(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}
