import { EventEmitter } from 'node:events'

/**
 * Process-wide "content changed" signal. The edge server (server.ts) and the Next app share one
 * process but not one module graph, so the emitter lives on globalThis under a registered symbol.
 */
const KEY = Symbol.for('bk.site.contentChanged')

type Holder = { [KEY]?: EventEmitter }

function emitter(): EventEmitter {
  const holder = globalThis as Holder
  holder[KEY] ??= new EventEmitter().setMaxListeners(50)
  return holder[KEY]
}

export function emitContentChanged(tag: string): void {
  emitter().emit('change', tag)
}

export function onContentChanged(listener: (tag: string) => void): () => void {
  emitter().on('change', listener)
  return () => emitter().off('change', listener)
}
