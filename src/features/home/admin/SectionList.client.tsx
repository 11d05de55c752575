'use client'

import { useState } from 'react'

import { SectionToggle } from '@/admin/Sections/SectionToggle.client'

export type SectionListItem = {
  id: string
  title: string
  description: string
  active: boolean
  editHref: string
}

function SectionRow({ section }: { section: SectionListItem }) {
  const [active, setActive] = useState(section.active)
  const labelId = `bk-section-${section.id}`
  return (
    <li className="bk-section-list__row">
      <div>
        <p className="bk-section-list__title" id={labelId}>
          {section.title}
        </p>
        <p className="bk-muted">{section.description}</p>
      </div>
      <SectionToggle
        sectionId={section.id}
        active={active}
        onStored={setActive}
        labelledBy={labelId}
      />
      <a className="bk-action bk-action--light" href={section.editHref}>
        Modifier
      </a>
    </li>
  )
}

/** The home page's sections in page order, each with its switch (saved at once) and editor. */
export function SectionList({ sections }: { sections: SectionListItem[] }) {
  return (
    <ol className="bk-section-list">
      {sections.map((section) => (
        <SectionRow key={section.id} section={section} />
      ))}
    </ol>
  )
}
