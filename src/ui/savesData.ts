/** Whether the visitor asked the browser to save data (Save-Data, or the reduced-data setting). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return (
    connection?.saveData === true || window.matchMedia('(prefers-reduced-data: reduce)').matches
  )
}
