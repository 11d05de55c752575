import type { TopBar } from '@/payload-types'

type Branding = NonNullable<TopBar['branding']>

/** Letter size shrinks with the number of letters (spec: ≤2, ≤4, more). */
function letterSize(letters: string): string {
  if (letters.length <= 2) return 'text-xl'
  if (letters.length <= 4) return 'text-sm'
  return 'text-[10px]'
}

function background(branding: Branding): React.CSSProperties {
  if (branding.logoBackground === 'transparent') return { background: 'transparent' }
  if (branding.logoBackground === 'solid') return { background: branding.logoBackgroundColor ?? undefined }
  const { from, to } = branding.logoBackgroundGradient ?? {}
  return { backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }
}

export function Logo({ branding }: { branding: Branding }) {
  const letters = branding.logoLetter ?? ''
  return (
    <span
      aria-hidden="true"
      className={`flex h-12 w-12 items-center justify-center rounded-xl font-extrabold text-white shadow-md ${letterSize(letters)}`}
      style={background(branding)}
    >
      {letters}
    </span>
  )
}
