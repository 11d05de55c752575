import {
  frenchFromLocales,
  frenchIntoLocales,
  frenchRows,
  otherLanguagesOut,
} from './localizedContentMigration'

/**
 * What the globals' localization migration (#45, `*_localized_globals`) does to the data: every
 * text that became localized is kept as the French one (src/platform/fields/localizedTexts.ts). Each
 * global's table, its lists' tables and their versions, with the columns that moved into
 * `*_locales` (as drizzle-kit generated them).
 */
const MOVED_COLUMNS: Record<string, string[]> = {
  section_hero_stats: ['label'],
  section_hero: [
    'title',
    'subtitle',
    'description',
    'cta_text',
    'quote_button_text',
    'slogan_banner',
    'experience_badge',
  ],
  _section_hero_v_version_stats: ['label'],
  _section_hero_v: [
    'version_title',
    'version_subtitle',
    'version_description',
    'version_cta_text',
    'version_quote_button_text',
    'version_slogan_banner',
    'version_experience_badge',
  ],
  section_departments: ['badge_text', 'title', 'description', 'subtitle', 'cta_text'],
  _section_departments_v: [
    'version_badge_text',
    'version_title',
    'version_description',
    'version_subtitle',
    'version_cta_text',
  ],
  section_values_values: ['title', 'description'],
  section_values_advantages: ['title', 'description'],
  section_values: ['badge_text', 'title', 'description', 'mission_title', 'mission_description'],
  _section_values_v_version_values: ['title', 'description'],
  _section_values_v_version_advantages: ['title', 'description'],
  _section_values_v: [
    'version_badge_text',
    'version_title',
    'version_description',
    'version_mission_title',
    'version_mission_description',
  ],
  section_equipment_categories: ['title', 'description', 'badge'],
  section_equipment_services: ['title', 'description'],
  section_equipment_featured_equipments: ['name', 'description', 'price'],
  section_equipment: [
    'badge_text',
    'title',
    'description',
    'cta_text',
    'featured_title',
    'featured_description',
  ],
  _section_equipment_v_version_categories: ['title', 'description', 'badge'],
  _section_equipment_v_version_services: ['title', 'description'],
  _section_equipment_v_version_featured_equipments: ['name', 'description', 'price'],
  _section_equipment_v: [
    'version_badge_text',
    'version_title',
    'version_description',
    'version_cta_text',
    'version_featured_title',
    'version_featured_description',
  ],
  section_quote_calculator_equipments: ['name', 'description'],
  section_quote_calculator: [
    'badge_text',
    'title',
    'description',
    'calculator_title',
    'estimated_time',
    'contact_info',
  ],
  _section_quote_calculator_v_version_equipments: ['name', 'description'],
  _section_quote_calculator_v: [
    'version_badge_text',
    'version_title',
    'version_description',
    'version_calculator_title',
    'version_estimated_time',
    'version_contact_info',
  ],
  section_news: ['badge_text', 'title', 'description'],
  _section_news_v: ['version_badge_text', 'version_title', 'version_description'],
  section_newsletter: [
    'badge_text',
    'title',
    'description',
    'placeholder_text',
    'button_text',
    'success_message',
    'privacy_text',
  ],
  _section_newsletter_v: [
    'version_badge_text',
    'version_title',
    'version_description',
    'version_placeholder_text',
    'version_button_text',
    'version_success_message',
    'version_privacy_text',
  ],
  section_partners_partners: ['name', 'description'],
  section_partners: ['badge_text', 'title', 'description'],
  _section_partners_v_version_partners: ['name', 'description'],
  _section_partners_v: ['version_badge_text', 'version_title', 'version_description'],
  section_contact: ['badge_text', 'title', 'description', 'call_to_action', 'hours'],
  _section_contact_v: [
    'version_badge_text',
    'version_title',
    'version_description',
    'version_call_to_action',
    'version_hours',
  ],
  section_footer_quick_links: ['name'],
  section_footer_services: ['name'],
  section_footer: [
    'company_description',
    'copyright_text',
    'legal_links_privacy',
    'legal_links_terms',
    'legal_links_cookies',
  ],
  _section_footer_v_version_quick_links: ['name'],
  _section_footer_v_version_services: ['name'],
  _section_footer_v: [
    'version_company_description',
    'version_copyright_text',
    'version_legal_links_privacy',
    'version_legal_links_terms',
    'version_legal_links_cookies',
  ],
  site_settings: ['site_title', 'site_description', 'opening_hours', 'quote_conditions'],
  _site_settings_v: [
    'version_site_title',
    'version_site_description',
    'version_opening_hours',
    'version_quote_conditions',
  ],
  top_bar_navigation_items: ['name'],
  top_bar: ['branding_slogan', 'cta_text'],
  _top_bar_v_version_navigation_items: ['name'],
  _top_bar_v: ['version_branding_slogan', 'version_cta_text'],
  legal_pages: [
    'privacy_title',
    'privacy_content',
    'terms_title',
    'terms_content',
    'notice_title',
    'notice_content',
  ],
  _legal_pages_v: [
    'version_privacy_title',
    'version_privacy_content',
    'version_terms_title',
    'version_terms_content',
    'version_notice_title',
    'version_notice_content',
  ],
}

/** Lists of words (hasMany text), every row of which is now in a language. */
const TEXT_TABLES = [
  'section_equipment_texts',
  '_section_equipment_v_texts',
  'section_quote_calculator_texts',
  '_section_quote_calculator_v_texts',
]

/** What one localization of globals does to the data, given its moved columns and word lists. */
function localization(moved: Record<string, string[]>, textTables: string[]) {
  return {
    /** After the `*_locales` tables and the `locale` columns exist, before the old columns go. */
    toLocales: [
      ...Object.entries(moved).map(([table, columns]) => frenchIntoLocales(table, columns)),
      ...textTables.map(frenchRows),
    ],
    /** First thing going down: what was written in another language has nowhere to go. */
    dropOtherLanguages: textTables.map(otherLanguagesOut),
    /** Going down, once the old columns are back and before the `*_locales` tables go: the French. */
    fromLocales: Object.entries(moved).map(([table, columns]) => frenchFromLocales(table, columns)),
  }
}

const globals = localization(MOVED_COLUMNS, TEXT_TABLES)
export const GLOBALS_TO_LOCALES = globals.toLocales
export const GLOBALS_DROP_OTHER_LANGUAGES = globals.dropOtherLanguages
export const GLOBALS_FROM_LOCALES = globals.fromLocales

/**
 * The maintenance page's texts, localized later (#59, `*_maintenance_in_english`): the page has
 * its English twin at /en/maintenance.
 */
export const MAINTENANCE_LOCALIZATION = localization(
  {
    maintenance: ['title', 'description', 'estimated_time'],
    _maintenance_v: ['version_title', 'version_description', 'version_estimated_time'],
  },
  ['maintenance_texts', '_maintenance_v_texts'],
)
