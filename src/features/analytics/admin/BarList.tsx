export type Bar = { name: string; percent: number; valueText: string }

/** Horizontal bars whose figures are written out: the bar only echoes the text. */
export function BarList({ title, bars, empty }: { title: string; bars: Bar[]; empty: string }) {
  const hasData = bars.some((bar) => bar.percent > 0)
  return (
    <section className="bk-analytics__card">
      <h2>{title}</h2>
      {hasData ? (
        <ul className="bk-analytics__bars">
          {bars.map((bar) => (
            <li key={bar.name}>
              <span className="bk-analytics__bar-text">
                <span>{bar.name}</span>
                <span className="bk-analytics__bar-value">{bar.valueText}</span>
              </span>
              <span className="bk-analytics__track" aria-hidden="true">
                <span
                  className="bk-analytics__fill"
                  style={{ width: `${Math.min(100, Math.max(0, bar.percent))}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="bk-analytics__muted">{empty}</p>
      )}
    </section>
  )
}
