import type { Metadata } from 'next'

import { default as HomePage, generateMetadata as homeMetadata } from '@/app/(frontend)/page'
import { blocksPageMetadata, BlocksPage } from '@/features/pages/BlocksPage'
import { inSiteShell } from '@/features/site/SiteShell'
import { languageOfAddress } from '@/i18n/site/inLocale'
import { setRequestLocale } from '@/i18n/site/requestLocale'
import { DEFAULT_SITE_LOCALE } from '@/lib/locales'

type Props = { params: Promise<{ first: string }> }

const asBlocksPage = async ({ params }: Props) => ({
  params: Promise.resolve({ slug: (await params).first }),
})

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await languageOfAddress(props)
  setRequestLocale(locale)
  return locale === DEFAULT_SITE_LOCALE
    ? blocksPageMetadata(await asBlocksPage(props))
    : homeMetadata()
}

/** /<locale>: the home page in that language; /<slug>: a French page built from blocks. */
export default async function FirstPartPage(props: Props) {
  const locale = await languageOfAddress(props)
  setRequestLocale(locale)
  return locale === DEFAULT_SITE_LOCALE
    ? inSiteShell(BlocksPage)(await asBlocksPage(props))
    : HomePage()
}
