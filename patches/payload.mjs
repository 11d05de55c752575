/**
 * Edits of Payload's built files, each a text as the release has it and the text it becomes,
 * applied by scripts/patch-dependencies.mjs after every `npm install`. Each says why, and where
 * Payload's tracker stands on it (`upstream`); drop one when an upgrade does the same
 * (docs/architecture.md): the pinned `version` stops the install on any other, so each upgrade
 * looks at them. The admin runs `@payloadcms/ui`'s client bundle, a few very long lines: edits
 * of a few words keep each change readable here, where a diff of those lines weighed a megabyte.
 */
export const payloadEdits = [
  {
    package: '@payloadcms/ui',
    version: '3.90.2',
    file: 'dist/exports/client/index.js',
    why: 'What is typed while an autosave is on its way stays: the form takes in an answer’s value for a field only if the server changed it and the field still holds what was sent (`sentState`).',
    upstream:
      'https://github.com/payloadcms/payload/issues/17676 (open): the same loss on 3.x; pull requests #17697 (a time per field) and #17455 (one queue of form requests) would mend it: drop this edit when a release carries either',
    replace: [
      [
        'KR=({acceptValues:t,currentState:e={},incomingState:o})=>',
        'KR=({acceptValues:t,currentState:e={},incomingState:o,sentState:__sent})=>',
      ],
      [
        't.overrideLocalChanges===!1&&!e[r]?.isModified;if(i&&!s.addedByServer',
        't.overrideLocalChanges===!1&&!e[r]?.isModified&&(!__sent||tD(e[r]?.value??null,__sent[r]?.value??null)&&!tD(s.value??null,__sent[r]?.value??null));if(i&&!s.addedByServer',
      ],
      [
        'case"MERGE_SERVER_STATE":{let{acceptValues:o,prevStateRef:n,serverState:r}=e,s=KR({acceptValues:o,currentState:t||{},incomingState:r})',
        'case"MERGE_SERVER_STATE":{let{acceptValues:o,prevStateRef:n,serverState:r,sentState:__sent}=e,s=KR({acceptValues:o,currentState:t||{},incomingState:r,sentState:__sent})',
      ],
      [
        're({type:"MERGE_SERVER_STATE",acceptValues:jt,prevStateRef:q,serverState:Ws})',
        're({type:"MERGE_SERVER_STATE",acceptValues:jt,prevStateRef:q,serverState:Ws,sentState:tn})',
      ],
    ],
  },
  {
    package: '@payloadcms/ui',
    version: '3.90.2',
    file: 'dist/exports/client/index.js',
    why: '« Planifier la publication » (#59): a never-published draft opens on « Publier » (not « Annuler la publication »); « Toutes les langues » and « Heure » in French; the picker shows and takes the team’s format (`displayFormat` of the schedule’s config, src/platform/fields/drafts.ts).',
    upstream:
      'none found in Payload’s tracker (searched 1 December 2026): words Payload writes in English and a button it picks wrongly; to report',
    replace: [
      ['defaultType:D?"publish":"unpublish"', 'defaultType:D||!r?"publish":"unpublish"'],
      ['[S,x]=rr.useState(sP)', '[S,x]=rr.useState(()=>({...sP,label:m("general:allLocales")}))'],
      [
        'return V.unshift(sP),V}return[]},[l,f])',
        'return V.unshift({...sP,label:m("general:allLocales")}),V}return[]},[l,f,m])',
      ],
      [
        'pickerAppearance:"dayAndTime",readOnly:F,timeFormat:o?.timeFormat,',
        'displayFormat:o?.displayFormat,overrides:{timeCaption:m("general:timeOfDay")},pickerAppearance:"dayAndTime",readOnly:F,timeFormat:o?.timeFormat,',
      ],
    ],
  },
  {
    package: '@payloadcms/ui',
    version: '3.90.2',
    file: 'dist/exports/client/index.js',
    why: 'A collection whose drafts autosave and whose admin says `custom.createOnFirstSave` shows « Enregistrer le brouillon » on its create screen, as Payload does for `drafts.validate` (#59).',
    upstream:
      'none found in Payload’s tracker (searched 1 December 2026); `showSaveDraftButton` (pull request #12150) shows the button on every screen, not on the create screen only',
    replace: [
      [
        'Ee=!o&&N?.versions?.drafts&&N.versions?.drafts.validate',
        'Ee=!o&&N?.versions?.drafts&&(N.versions?.drafts.validate||N.admin?.custom?.createOnFirstSave)',
      ],
    ],
  },
  {
    package: '@payloadcms/ui',
    version: '3.90.2',
    file: 'dist/exports/client/index.js',
    why: 'The live preview’s full-width size in French, beside « Mobile » and « Ordinateur » (src/platform/fields/livePreview.ts) (#59).',
    upstream:
      'none found in Payload’s tracker (searched 1 December 2026): the label is written in English in the live preview’s toolbar; to report',
    replace: [
      [
        '{name:"responsive",height:"100%",label:"Responsive",width:"100%"}',
        '{name:"responsive",height:"100%",label:"Pleine largeur",width:"100%"}',
      ],
    ],
  },
  {
    package: '@payloadcms/next',
    version: '3.90.2',
    file: 'dist/views/Document/index.js',
    why: 'The create screen of a collection with `custom.createOnFirstSave` stores nothing until the editor saves: Payload created an empty draft each time « Créer » was opened (#59).',
    upstream:
      'none found in Payload’s tracker (searched 1 December 2026) for the create screen; pull request #9364 mended the same in a drawer',
    replace: [
      [
        'if (shouldAutosave && !validateDraftData && !idFromArgs && collectionSlug) {',
        'if (shouldAutosave && !validateDraftData && !collectionConfig?.admin?.custom?.createOnFirstSave && !idFromArgs && collectionSlug) {',
      ],
    ],
  },
  {
    package: '@payloadcms/drizzle',
    version: '3.90.2',
    file: 'dist/queries/getTableColumnFromPath.js',
    why: 'A search in a localized list of words (hasMany text) joins on its `locale` column: Payload used `_locale`, which lists do not have (a 500).',
    upstream:
      'none found in Payload’s tracker (searched 1 December 2026); the same malformed join of a localized hasMany text in a list’s search is reported at https://github.com/jhb-software/payload-plugins/issues/92',
    replace: [
      ['conditions.push(eq(table._locale, locale));', 'conditions.push(eq(table.locale, locale));'],
    ],
  },
  {
    package: 'payload',
    version: '3.90.2',
    file: 'dist/uploads/formatFilesize.js',
    why: 'A file’s size in the admin (an upload’s details, the media list, a picked document) in French units with the decimal comma, « 2 Mo », « 1,5 Mo », not « 2MB » (#59): `formatFilesize` has English units whatever the admin’s language.',
    upstream:
      'none found in Payload’s tracker (searched 1 December 2026): `formatFilesize` has its English units written in; to report',
    replace: [
      ["return '0 bytes';", "return '0 octet';"],
      [
        "' bytes',\n        'KB',\n        'MB',\n        'GB',\n        'TB',",
        "' octets',\n        ' Ko',\n        ' Mo',\n        ' Go',\n        ' To',",
      ],
      [
        '${parseFloat((bytes / k ** i).toFixed(dm))}${sizes[i]}',
        "${parseFloat((bytes / k ** i).toFixed(dm)).toLocaleString('fr-FR')}${sizes[i]}",
      ],
    ],
  },
]
