/**
 * The article HTML, styled like prose. The HTML comes from Payload's Lexical converter, which
 * escapes text and sanitises link URLs, so it is safe to inject.
 */
export function ArticleBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-blue-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-5 [&_h4]:font-semibold [&_img]:mt-5 [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
