import * as migration_20261125_110824_initial from './20261125_110824_initial';
import * as migration_20261125_122332_mail_jobs from './20261125_122332_mail_jobs';
import * as migration_20261125_134201_statistics_jobs from './20261125_134201_statistics_jobs';
import * as migration_20261125_140405_backup_task from './20261125_140405_backup_task';
import * as migration_20261125_163829_slug_field from './20261125_163829_slug_field';
import * as migration_20261125_173231_legal_pages from './20261125_173231_legal_pages';
import * as migration_20261125_173802_opening_hours from './20261125_173802_opening_hours';
import * as migration_20261125_200203_two_factor from './20261125_200203_two_factor';
import * as migration_20261125_201717_sign_in_alerts from './20261125_201717_sign_in_alerts';
import * as migration_20261125_202408_weekly_report from './20261125_202408_weekly_report';
import * as migration_20261125_203624_footer_logo from './20261125_203624_footer_logo';
import * as migration_20261125_203957_animations from './20261125_203957_animations';
import * as migration_20261125_204246_featured_gallery from './20261125_204246_featured_gallery';
import * as migration_20261126_072631_long_session from './20261126_072631_long_session';
import * as migration_20261126_075321_two_factor_version from './20261126_075321_two_factor_version';
import * as migration_20261126_222949_home_featured_machines from './20261126_222949_home_featured_machines';
import * as migration_20261126_224623_hero_live_counts from './20261126_224623_hero_live_counts';
import * as migration_20261126_225214_company_time_zone from './20261126_225214_company_time_zone';
import * as migration_20261127_020837_quote_pipeline from './20261127_020837_quote_pipeline';
import * as migration_20261127_044955_offline_submissions from './20261127_044955_offline_submissions';
import * as migration_20261127_080706_trash from './20261127_080706_trash';
import * as migration_20261127_083017_redirects from './20261127_083017_redirects';
import * as migration_20261127_084951_seo_fields from './20261127_084951_seo_fields';
import * as migration_20261127_085456_company_geo from './20261127_085456_company_geo';
import * as migration_20261127_111919_pages from './20261127_111919_pages';
import * as migration_20261127_120313_projects from './20261127_120313_projects';
import * as migration_20261127_143610_news_drafts from './20261127_143610_news_drafts';
import * as migration_20261127_150132_catalogue_drafts from './20261127_150132_catalogue_drafts';
import * as migration_20261127_233718_visitor_locale from './20261127_233718_visitor_locale';
import * as migration_20261127_234546_localized_content from './20261127_234546_localized_content';
import * as migration_20261128_030445_localized_globals from './20261128_030445_localized_globals';
import * as migration_20261128_092110_localized_slugs from './20261128_092110_localized_slugs';
import * as migration_20261128_161018_equipment_hours from './20261128_161018_equipment_hours';
import * as migration_20261129_182859_one_price_list from './20261129_182859_one_price_list';
import * as migration_20261129_190227_quote_choice from './20261129_190227_quote_choice';
import * as migration_20261129_212032_legal_documents from './20261129_212032_legal_documents';
import * as migration_20261130_003331_maintenance_in_english from './20261130_003331_maintenance_in_english';
import * as migration_20261130_003740_english_alt_and_testimonial from './20261130_003740_english_alt_and_testimonial';
import * as migration_20261130_131320_rentals_by_date from './20261130_131320_rentals_by_date';
import * as migration_20261130_141659_rentals_day from './20261130_141659_rentals_day';
import * as migration_20261130_162957_quote_rentals from './20261130_162957_quote_rentals';
import * as migration_20261130_164437_rental_choice from './20261130_164437_rental_choice';
import * as migration_20261130_191034_half_days from './20261130_191034_half_days';
import * as migration_20261130_191818_machine_department from './20261130_191818_machine_department';
import * as migration_20261130_194428_service_hours from './20261130_194428_service_hours';
import * as migration_20261130_200500_quote_history_trigger from './20261130_200500_quote_history_trigger';
import * as migration_20261130_221815_yard_handovers from './20261130_221815_yard_handovers';
import * as migration_20261130_224937_yard_deposits from './20261130_224937_yard_deposits';
import * as migration_20261201_012800_contracts from './20261201_012800_contracts';
import * as migration_20261201_015048_extensions from './20261201_015048_extensions';
import * as migration_20261201_020647_yard_photos_bucket from './20261201_020647_yard_photos_bucket';
import * as migration_20261201_021910_contract_code_phone from './20261201_021910_contract_code_phone';
import * as migration_20261201_023539_quote_event_contract_signed from './20261201_023539_quote_event_contract_signed';

export const migrations = [
  {
    up: migration_20261125_110824_initial.up,
    down: migration_20261125_110824_initial.down,
    name: '20261125_110824_initial',
  },
  {
    up: migration_20261125_122332_mail_jobs.up,
    down: migration_20261125_122332_mail_jobs.down,
    name: '20261125_122332_mail_jobs',
  },
  {
    up: migration_20261125_134201_statistics_jobs.up,
    down: migration_20261125_134201_statistics_jobs.down,
    name: '20261125_134201_statistics_jobs',
  },
  {
    up: migration_20261125_140405_backup_task.up,
    down: migration_20261125_140405_backup_task.down,
    name: '20261125_140405_backup_task',
  },
  {
    up: migration_20261125_163829_slug_field.up,
    down: migration_20261125_163829_slug_field.down,
    name: '20261125_163829_slug_field',
  },
  {
    up: migration_20261125_173231_legal_pages.up,
    down: migration_20261125_173231_legal_pages.down,
    name: '20261125_173231_legal_pages',
  },
  {
    up: migration_20261125_173802_opening_hours.up,
    down: migration_20261125_173802_opening_hours.down,
    name: '20261125_173802_opening_hours',
  },
  {
    up: migration_20261125_200203_two_factor.up,
    down: migration_20261125_200203_two_factor.down,
    name: '20261125_200203_two_factor',
  },
  {
    up: migration_20261125_201717_sign_in_alerts.up,
    down: migration_20261125_201717_sign_in_alerts.down,
    name: '20261125_201717_sign_in_alerts',
  },
  {
    up: migration_20261125_202408_weekly_report.up,
    down: migration_20261125_202408_weekly_report.down,
    name: '20261125_202408_weekly_report',
  },
  {
    up: migration_20261125_203624_footer_logo.up,
    down: migration_20261125_203624_footer_logo.down,
    name: '20261125_203624_footer_logo',
  },
  {
    up: migration_20261125_203957_animations.up,
    down: migration_20261125_203957_animations.down,
    name: '20261125_203957_animations',
  },
  {
    up: migration_20261125_204246_featured_gallery.up,
    down: migration_20261125_204246_featured_gallery.down,
    name: '20261125_204246_featured_gallery',
  },
  {
    up: migration_20261126_072631_long_session.up,
    down: migration_20261126_072631_long_session.down,
    name: '20261126_072631_long_session',
  },
  {
    up: migration_20261126_075321_two_factor_version.up,
    down: migration_20261126_075321_two_factor_version.down,
    name: '20261126_075321_two_factor_version',
  },
  {
    up: migration_20261126_222949_home_featured_machines.up,
    down: migration_20261126_222949_home_featured_machines.down,
    name: '20261126_222949_home_featured_machines',
  },
  {
    up: migration_20261126_224623_hero_live_counts.up,
    down: migration_20261126_224623_hero_live_counts.down,
    name: '20261126_224623_hero_live_counts',
  },
  {
    up: migration_20261126_225214_company_time_zone.up,
    down: migration_20261126_225214_company_time_zone.down,
    name: '20261126_225214_company_time_zone',
  },
  {
    up: migration_20261127_020837_quote_pipeline.up,
    down: migration_20261127_020837_quote_pipeline.down,
    name: '20261127_020837_quote_pipeline',
  },
  {
    up: migration_20261127_044955_offline_submissions.up,
    down: migration_20261127_044955_offline_submissions.down,
    name: '20261127_044955_offline_submissions',
  },
  {
    up: migration_20261127_080706_trash.up,
    down: migration_20261127_080706_trash.down,
    name: '20261127_080706_trash',
  },
  {
    up: migration_20261127_083017_redirects.up,
    down: migration_20261127_083017_redirects.down,
    name: '20261127_083017_redirects',
  },
  {
    up: migration_20261127_084951_seo_fields.up,
    down: migration_20261127_084951_seo_fields.down,
    name: '20261127_084951_seo_fields',
  },
  {
    up: migration_20261127_085456_company_geo.up,
    down: migration_20261127_085456_company_geo.down,
    name: '20261127_085456_company_geo',
  },
  {
    up: migration_20261127_111919_pages.up,
    down: migration_20261127_111919_pages.down,
    name: '20261127_111919_pages',
  },
  {
    up: migration_20261127_120313_projects.up,
    down: migration_20261127_120313_projects.down,
    name: '20261127_120313_projects',
  },
  {
    up: migration_20261127_143610_news_drafts.up,
    down: migration_20261127_143610_news_drafts.down,
    name: '20261127_143610_news_drafts',
  },
  {
    up: migration_20261127_150132_catalogue_drafts.up,
    down: migration_20261127_150132_catalogue_drafts.down,
    name: '20261127_150132_catalogue_drafts',
  },
  {
    up: migration_20261127_233718_visitor_locale.up,
    down: migration_20261127_233718_visitor_locale.down,
    name: '20261127_233718_visitor_locale',
  },
  {
    up: migration_20261127_234546_localized_content.up,
    down: migration_20261127_234546_localized_content.down,
    name: '20261127_234546_localized_content',
  },
  {
    up: migration_20261128_030445_localized_globals.up,
    down: migration_20261128_030445_localized_globals.down,
    name: '20261128_030445_localized_globals',
  },
  {
    up: migration_20261128_092110_localized_slugs.up,
    down: migration_20261128_092110_localized_slugs.down,
    name: '20261128_092110_localized_slugs',
  },
  {
    up: migration_20261128_161018_equipment_hours.up,
    down: migration_20261128_161018_equipment_hours.down,
    name: '20261128_161018_equipment_hours',
  },
  {
    up: migration_20261129_182859_one_price_list.up,
    down: migration_20261129_182859_one_price_list.down,
    name: '20261129_182859_one_price_list',
  },
  {
    up: migration_20261129_190227_quote_choice.up,
    down: migration_20261129_190227_quote_choice.down,
    name: '20261129_190227_quote_choice',
  },
  {
    up: migration_20261129_212032_legal_documents.up,
    down: migration_20261129_212032_legal_documents.down,
    name: '20261129_212032_legal_documents',
  },
  {
    up: migration_20261130_003331_maintenance_in_english.up,
    down: migration_20261130_003331_maintenance_in_english.down,
    name: '20261130_003331_maintenance_in_english',
  },
  {
    up: migration_20261130_003740_english_alt_and_testimonial.up,
    down: migration_20261130_003740_english_alt_and_testimonial.down,
    name: '20261130_003740_english_alt_and_testimonial',
  },
  {
    up: migration_20261130_131320_rentals_by_date.up,
    down: migration_20261130_131320_rentals_by_date.down,
    name: '20261130_131320_rentals_by_date',
  },
  {
    up: migration_20261130_141659_rentals_day.up,
    down: migration_20261130_141659_rentals_day.down,
    name: '20261130_141659_rentals_day',
  },
  {
    up: migration_20261130_162957_quote_rentals.up,
    down: migration_20261130_162957_quote_rentals.down,
    name: '20261130_162957_quote_rentals',
  },
  {
    up: migration_20261130_164437_rental_choice.up,
    down: migration_20261130_164437_rental_choice.down,
    name: '20261130_164437_rental_choice',
  },
  {
    up: migration_20261130_191034_half_days.up,
    down: migration_20261130_191034_half_days.down,
    name: '20261130_191034_half_days',
  },
  {
    up: migration_20261130_191818_machine_department.up,
    down: migration_20261130_191818_machine_department.down,
    name: '20261130_191818_machine_department',
  },
  {
    up: migration_20261130_194428_service_hours.up,
    down: migration_20261130_194428_service_hours.down,
    name: '20261130_194428_service_hours',
  },
  {
    up: migration_20261130_200500_quote_history_trigger.up,
    down: migration_20261130_200500_quote_history_trigger.down,
    name: '20261130_200500_quote_history_trigger',
  },
  {
    up: migration_20261130_221815_yard_handovers.up,
    down: migration_20261130_221815_yard_handovers.down,
    name: '20261130_221815_yard_handovers',
  },
  {
    up: migration_20261130_224937_yard_deposits.up,
    down: migration_20261130_224937_yard_deposits.down,
    name: '20261130_224937_yard_deposits',
  },
  {
    up: migration_20261201_012800_contracts.up,
    down: migration_20261201_012800_contracts.down,
    name: '20261201_012800_contracts',
  },
  {
    up: migration_20261201_015048_extensions.up,
    down: migration_20261201_015048_extensions.down,
    name: '20261201_015048_extensions',
  },
  {
    up: migration_20261201_020647_yard_photos_bucket.up,
    down: migration_20261201_020647_yard_photos_bucket.down,
    name: '20261201_020647_yard_photos_bucket',
  },
  {
    up: migration_20261201_021910_contract_code_phone.up,
    down: migration_20261201_021910_contract_code_phone.down,
    name: '20261201_021910_contract_code_phone',
  },
  {
    up: migration_20261201_023539_quote_event_contract_signed.up,
    down: migration_20261201_023539_quote_event_contract_signed.down,
    name: '20261201_023539_quote_event_contract_signed'
  },
];
