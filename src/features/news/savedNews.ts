/** Bookmarked article ids in the browser (no account needed), shared by every Sauvegarder button. */
const SAVED_NEWS_KEY = 'bk-saved-news'
// `storage` only fires in other tabs: this one tells the buttons of the same page
const CHANGE_EVENT = 'bk-saved-news-change'

function readIds(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(SAVED_NEWS_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

export function isNewsSaved(id: string): boolean {
  return readIds().includes(id)
}

export function toggleSavedNews(id: string): void {
  const ids = readIds()
  const next = ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id]
  try {
    window.localStorage.setItem(SAVED_NEWS_KEY, JSON.stringify(next))
  } catch {
    // private browsing or full storage: the button simply stays as it was
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export function subscribeSavedNews(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}
