import { QuoteButton } from '@/features/quotes/QuoteButton.client'
import { ArticleBody } from '@/features/news/ArticleBody'
import { CompanyWhatsAppLink } from '@/ui/CompanyWhatsApp.client'
import { FallbackImage } from '@/ui/FallbackImage'
import type { SitePage, SitePageBlock } from './shape'
import { PAGE_CALL_ACTIONS } from '@/lib/pageBlocks'

import { PageCards } from './PageCards'
import { sitePath, siteText } from '@/i18n/site'

type Of<T extends SitePageBlock['type']> = Extract<SitePageBlock, { type: T }>

const SECTION = 'mx-auto max-w-5xl px-4 py-10 sm:px-6'
const HEADING = 'text-2xl font-extrabold text-slate-900 md:text-3xl'
const headingId = (block: SitePageBlock) => `bloc-${block.id}`
/** A picture whose file is missing or broken: the company's neutral drawing. */
const PICTURE_FALLBACK = '/images/fallback/department-default.svg'

function Titled({
  block,
  title,
  children,
}: {
  block: SitePageBlock
  title: string | null
  children: React.ReactNode
}) {
  return (
    <section className={SECTION} aria-labelledby={title ? headingId(block) : undefined}>
      {title && (
        <h2 id={headingId(block)} className={`${HEADING} mb-6`}>
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}

function MediaWithText({ block }: { block: Of<'mediaWithText'> }) {
  return (
    <section className={`${SECTION} grid items-center gap-8 md:grid-cols-2`}>
      {block.image && (
        <FallbackImage
          src={block.image.src}
          fallback={PICTURE_FALLBACK}
          srcSet={block.image.srcSet}
          sizes="(min-width: 768px) 480px, 100vw"
          alt={block.image.alt}
          loading="lazy"
          className={`h-auto w-full rounded-2xl object-cover ${block.imageSide === 'right' ? 'md:order-2' : ''}`}
        />
      )}
      <ArticleBody html={block.html} />
    </section>
  )
}

function Gallery({ block }: { block: Of<'gallery'> }) {
  return (
    <Titled block={block} title={block.title}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {block.images.map((image) => (
          <li key={image.src}>
            <FallbackImage
              src={image.src}
              fallback={PICTURE_FALLBACK}
              srcSet={image.srcSet}
              sizes="(min-width: 768px) 320px, 50vw"
              alt={image.alt}
              loading="lazy"
              className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
            />
          </li>
        ))}
      </ul>
    </Titled>
  )
}

const BUTTON =
  'inline-flex items-center gap-2 rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300'

function CallToAction({ block, page }: { block: Of<'callToAction'>; page: SitePage }) {
  const label = block.buttonLabel ?? PAGE_CALL_ACTIONS.labels[block.action]
  return (
    <section className={SECTION} aria-labelledby={headingId(block)}>
      <div className="rounded-2xl bg-blue-900 px-6 py-10 text-white md:px-12">
        <h2 id={headingId(block)} className="text-2xl font-extrabold md:text-3xl">
          {block.title}
        </h2>
        {block.text && <p className="mt-3 max-w-2xl text-lg text-blue-50">{block.text}</p>}
        <p className="mt-6">
          {block.action === 'quote' && (
            <QuoteButton
              prefill={{ subject: siteText().site.quoteSubject(page.title) }}
              className={BUTTON}
            >
              {label}
            </QuoteButton>
          )}
          {block.action === 'whatsapp' && (
            <CompanyWhatsAppLink text={siteText().pages.whatsappAbout(page.title)} label={label} />
          )}
          {block.action === 'link' && block.link && (
            <a href={sitePath(block.link)} className={BUTTON}>
              {label}
            </a>
          )}
        </p>
      </div>
    </section>
  )
}

function Faq({ block }: { block: Of<'faq'> }) {
  return (
    <Titled block={block} title={block.title}>
      <div className="divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
        {block.items.map((item) => (
          <details key={item.id ?? item.question} className="group px-5 py-4">
            <summary className="cursor-pointer font-semibold text-slate-900">
              {item.question}
            </summary>
            <p className="mt-3 whitespace-pre-line text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Titled>
  )
}

function Testimonials({ block }: { block: Of<'testimonials'> }) {
  return (
    <Titled block={block} title={block.title}>
      <ul className="grid gap-6 md:grid-cols-2">
        {block.items.map((item) => (
          <li key={item.id ?? item.author}>
            <figure className="h-full rounded-2xl bg-slate-50 p-6">
              <blockquote className="whitespace-pre-line text-lg text-slate-800">
                « {item.quote} »
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-600">
                <span className="font-semibold text-slate-900">{item.author}</span>
                {item.role && <>, {item.role}</>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Titled>
  )
}

/** A page's blocks in the editor's order (#44). */
export function PageBlocks({ page }: { page: SitePage }) {
  return page.blocks.map((block) => {
    switch (block.type) {
      case 'content':
        return (
          <section key={block.id} className={SECTION}>
            <ArticleBody html={block.html} className="text-lg" />
          </section>
        )
      case 'mediaWithText':
        return <MediaWithText key={block.id} block={block} />
      case 'gallery':
        return <Gallery key={block.id} block={block} />
      case 'callToAction':
        return <CallToAction key={block.id} block={block} page={page} />
      case 'cards':
        return (
          <Titled key={block.id} block={block} title={block.title}>
            <PageCards kind={block.kind} ids={block.ids} />
          </Titled>
        )
      case 'faq':
        return <Faq key={block.id} block={block} />
      case 'testimonials':
        return <Testimonials key={block.id} block={block} />
    }
  })
}
