import * as migration_20261121_120936_initial from './20261121_120936_initial';
import * as migration_20261121_125310_news_search_text from './20261121_125310_news_search_text';
import * as migration_20261121_131014_messages_and_page_views from './20261121_131014_messages_and_page_views';
import * as migration_20261121_132422_subscribers from './20261121_132422_subscribers';
import * as migration_20261121_223618_rate_limit_hits from './20261121_223618_rate_limit_hits';
import * as migration_20261121_225524_s3_storage_fields from './20261121_225524_s3_storage_fields';
import * as migration_20261124_020239_rental_snapshots from './20261124_020239_rental_snapshots';
import * as migration_20261124_030533_page_view_days from './20261124_030533_page_view_days';
import * as migration_20261124_033132_outgoing_emails_and_opt_in from './20261124_033132_outgoing_emails_and_opt_in';
import * as migration_20261124_033133_subscribers_confirmed from './20261124_033133_subscribers_confirmed';
import * as migration_20261124_034459_equipment_offers from './20261124_034459_equipment_offers';
import * as migration_20261124_061604_users_notify_quote_requests from './20261124_061604_users_notify_quote_requests';
import * as migration_20261124_142030_subscribers_confirmation_sent_at from './20261124_142030_subscribers_confirmation_sent_at';
import * as migration_20261125_122327_mail_jobs from './20261125_122327_mail_jobs';
import * as migration_20261125_134157_statistics_jobs from './20261125_134157_statistics_jobs';
import * as migration_20261125_163825_slug_field from './20261125_163825_slug_field';
import * as migration_20261125_173226_legal_pages from './20261125_173226_legal_pages';
import * as migration_20261125_173754_opening_hours from './20261125_173754_opening_hours';
import * as migration_20261125_200159_two_factor from './20261125_200159_two_factor';
import * as migration_20261125_201711_sign_in_alerts from './20261125_201711_sign_in_alerts';
import * as migration_20261125_202403_weekly_report from './20261125_202403_weekly_report';
import * as migration_20261125_203619_footer_logo from './20261125_203619_footer_logo';
import * as migration_20261125_203953_animations from './20261125_203953_animations';
import * as migration_20261125_204242_featured_gallery from './20261125_204242_featured_gallery';
import * as migration_20261126_072624_long_session from './20261126_072624_long_session';
import * as migration_20261126_075315_two_factor_version from './20261126_075315_two_factor_version';
import * as migration_20261126_222946_home_featured_machines from './20261126_222946_home_featured_machines';
import * as migration_20261126_224619_hero_live_counts from './20261126_224619_hero_live_counts';
import * as migration_20261126_225209_company_time_zone from './20261126_225209_company_time_zone';
import * as migration_20261127_020832_quote_pipeline from './20261127_020832_quote_pipeline';
import * as migration_20261127_044951_offline_submissions from './20261127_044951_offline_submissions';
import * as migration_20261127_080703_trash from './20261127_080703_trash';
import * as migration_20261127_083014_redirects from './20261127_083014_redirects';
import * as migration_20261127_084947_seo_fields from './20261127_084947_seo_fields';
import * as migration_20261127_085452_company_geo from './20261127_085452_company_geo';
import * as migration_20261127_111915_pages from './20261127_111915_pages';
import * as migration_20261127_120309_projects from './20261127_120309_projects';
import * as migration_20261127_143552_news_drafts from './20261127_143552_news_drafts';
import * as migration_20261127_150138_catalogue_drafts from './20261127_150138_catalogue_drafts';
import * as migration_20261127_233710_visitor_locale from './20261127_233710_visitor_locale';
import * as migration_20261127_234425_localized_content from './20261127_234425_localized_content';
import * as migration_20261128_030237_localized_globals from './20261128_030237_localized_globals';
import * as migration_20261128_092104_localized_slugs from './20261128_092104_localized_slugs';
import * as migration_20261128_161012_equipment_hours from './20261128_161012_equipment_hours';
import * as migration_20261129_121500_quote_references from './20261129_121500_quote_references';
import * as migration_20261129_182839_one_price_list from './20261129_182839_one_price_list';
import * as migration_20261129_190222_quote_choice from './20261129_190222_quote_choice';
import * as migration_20261129_212027_legal_documents from './20261129_212027_legal_documents';
import * as migration_20261130_003310_maintenance_in_english from './20261130_003310_maintenance_in_english';
import * as migration_20261130_003735_english_alt_and_testimonial from './20261130_003735_english_alt_and_testimonial';
import * as migration_20261130_131314_rentals_by_date from './20261130_131314_rentals_by_date';
import * as migration_20261130_141655_rentals_day from './20261130_141655_rentals_day';
import * as migration_20261130_162953_quote_rentals from './20261130_162953_quote_rentals';
import * as migration_20261130_164434_rental_choice from './20261130_164434_rental_choice';
import * as migration_20261130_191030_half_days from './20261130_191030_half_days';
import * as migration_20261130_191814_machine_department from './20261130_191814_machine_department';
import * as migration_20261130_194423_service_hours from './20261130_194423_service_hours';
import * as migration_20261130_200500_quote_history_trigger from './20261130_200500_quote_history_trigger';
import * as migration_20261130_221811_yard_handovers from './20261130_221811_yard_handovers';
import * as migration_20261130_224931_yard_deposits from './20261130_224931_yard_deposits';
import * as migration_20261201_012753_contracts from './20261201_012753_contracts';
import * as migration_20261201_015045_extensions from './20261201_015045_extensions';
import * as migration_20261201_020642_yard_photos_bucket from './20261201_020642_yard_photos_bucket';
import * as migration_20261201_021859_contract_code_phone from './20261201_021859_contract_code_phone';

export const migrations = [
  {
    up: migration_20261121_120936_initial.up,
    down: migration_20261121_120936_initial.down,
    name: '20261121_120936_initial',
  },
  {
    up: migration_20261121_125310_news_search_text.up,
    down: migration_20261121_125310_news_search_text.down,
    name: '20261121_125310_news_search_text',
  },
  {
    up: migration_20261121_131014_messages_and_page_views.up,
    down: migration_20261121_131014_messages_and_page_views.down,
    name: '20261121_131014_messages_and_page_views',
  },
  {
    up: migration_20261121_132422_subscribers.up,
    down: migration_20261121_132422_subscribers.down,
    name: '20261121_132422_subscribers',
  },
  {
    up: migration_20261121_223618_rate_limit_hits.up,
    down: migration_20261121_223618_rate_limit_hits.down,
    name: '20261121_223618_rate_limit_hits',
  },
  {
    up: migration_20261121_225524_s3_storage_fields.up,
    down: migration_20261121_225524_s3_storage_fields.down,
    name: '20261121_225524_s3_storage_fields',
  },
  {
    up: migration_20261124_020239_rental_snapshots.up,
    down: migration_20261124_020239_rental_snapshots.down,
    name: '20261124_020239_rental_snapshots',
  },
  {
    up: migration_20261124_030533_page_view_days.up,
    down: migration_20261124_030533_page_view_days.down,
    name: '20261124_030533_page_view_days',
  },
  {
    up: migration_20261124_033132_outgoing_emails_and_opt_in.up,
    down: migration_20261124_033132_outgoing_emails_and_opt_in.down,
    name: '20261124_033132_outgoing_emails_and_opt_in',
  },
  {
    up: migration_20261124_033133_subscribers_confirmed.up,
    down: migration_20261124_033133_subscribers_confirmed.down,
    name: '20261124_033133_subscribers_confirmed',
  },
  {
    up: migration_20261124_034459_equipment_offers.up,
    down: migration_20261124_034459_equipment_offers.down,
    name: '20261124_034459_equipment_offers',
  },
  {
    up: migration_20261124_061604_users_notify_quote_requests.up,
    down: migration_20261124_061604_users_notify_quote_requests.down,
    name: '20261124_061604_users_notify_quote_requests',
  },
  {
    up: migration_20261124_142030_subscribers_confirmation_sent_at.up,
    down: migration_20261124_142030_subscribers_confirmation_sent_at.down,
    name: '20261124_142030_subscribers_confirmation_sent_at',
  },
  {
    up: migration_20261125_122327_mail_jobs.up,
    down: migration_20261125_122327_mail_jobs.down,
    name: '20261125_122327_mail_jobs',
  },
  {
    up: migration_20261125_134157_statistics_jobs.up,
    down: migration_20261125_134157_statistics_jobs.down,
    name: '20261125_134157_statistics_jobs',
  },
  {
    up: migration_20261125_163825_slug_field.up,
    down: migration_20261125_163825_slug_field.down,
    name: '20261125_163825_slug_field',
  },
  {
    up: migration_20261125_173226_legal_pages.up,
    down: migration_20261125_173226_legal_pages.down,
    name: '20261125_173226_legal_pages',
  },
  {
    up: migration_20261125_173754_opening_hours.up,
    down: migration_20261125_173754_opening_hours.down,
    name: '20261125_173754_opening_hours',
  },
  {
    up: migration_20261125_200159_two_factor.up,
    down: migration_20261125_200159_two_factor.down,
    name: '20261125_200159_two_factor',
  },
  {
    up: migration_20261125_201711_sign_in_alerts.up,
    down: migration_20261125_201711_sign_in_alerts.down,
    name: '20261125_201711_sign_in_alerts',
  },
  {
    up: migration_20261125_202403_weekly_report.up,
    down: migration_20261125_202403_weekly_report.down,
    name: '20261125_202403_weekly_report',
  },
  {
    up: migration_20261125_203619_footer_logo.up,
    down: migration_20261125_203619_footer_logo.down,
    name: '20261125_203619_footer_logo',
  },
  {
    up: migration_20261125_203953_animations.up,
    down: migration_20261125_203953_animations.down,
    name: '20261125_203953_animations',
  },
  {
    up: migration_20261125_204242_featured_gallery.up,
    down: migration_20261125_204242_featured_gallery.down,
    name: '20261125_204242_featured_gallery',
  },
  {
    up: migration_20261126_072624_long_session.up,
    down: migration_20261126_072624_long_session.down,
    name: '20261126_072624_long_session',
  },
  {
    up: migration_20261126_075315_two_factor_version.up,
    down: migration_20261126_075315_two_factor_version.down,
    name: '20261126_075315_two_factor_version',
  },
  {
    up: migration_20261126_222946_home_featured_machines.up,
    down: migration_20261126_222946_home_featured_machines.down,
    name: '20261126_222946_home_featured_machines',
  },
  {
    up: migration_20261126_224619_hero_live_counts.up,
    down: migration_20261126_224619_hero_live_counts.down,
    name: '20261126_224619_hero_live_counts',
  },
  {
    up: migration_20261126_225209_company_time_zone.up,
    down: migration_20261126_225209_company_time_zone.down,
    name: '20261126_225209_company_time_zone',
  },
  {
    up: migration_20261127_020832_quote_pipeline.up,
    down: migration_20261127_020832_quote_pipeline.down,
    name: '20261127_020832_quote_pipeline',
  },
  {
    up: migration_20261127_044951_offline_submissions.up,
    down: migration_20261127_044951_offline_submissions.down,
    name: '20261127_044951_offline_submissions',
  },
  {
    up: migration_20261127_080703_trash.up,
    down: migration_20261127_080703_trash.down,
    name: '20261127_080703_trash',
  },
  {
    up: migration_20261127_083014_redirects.up,
    down: migration_20261127_083014_redirects.down,
    name: '20261127_083014_redirects',
  },
  {
    up: migration_20261127_084947_seo_fields.up,
    down: migration_20261127_084947_seo_fields.down,
    name: '20261127_084947_seo_fields',
  },
  {
    up: migration_20261127_085452_company_geo.up,
    down: migration_20261127_085452_company_geo.down,
    name: '20261127_085452_company_geo',
  },
  {
    up: migration_20261127_111915_pages.up,
    down: migration_20261127_111915_pages.down,
    name: '20261127_111915_pages',
  },
  {
    up: migration_20261127_120309_projects.up,
    down: migration_20261127_120309_projects.down,
    name: '20261127_120309_projects',
  },
  {
    up: migration_20261127_143552_news_drafts.up,
    down: migration_20261127_143552_news_drafts.down,
    name: '20261127_143552_news_drafts',
  },
  {
    up: migration_20261127_150138_catalogue_drafts.up,
    down: migration_20261127_150138_catalogue_drafts.down,
    name: '20261127_150138_catalogue_drafts',
  },
  {
    up: migration_20261127_233710_visitor_locale.up,
    down: migration_20261127_233710_visitor_locale.down,
    name: '20261127_233710_visitor_locale',
  },
  {
    up: migration_20261127_234425_localized_content.up,
    down: migration_20261127_234425_localized_content.down,
    name: '20261127_234425_localized_content',
  },
  {
    up: migration_20261128_030237_localized_globals.up,
    down: migration_20261128_030237_localized_globals.down,
    name: '20261128_030237_localized_globals',
  },
  {
    up: migration_20261128_092104_localized_slugs.up,
    down: migration_20261128_092104_localized_slugs.down,
    name: '20261128_092104_localized_slugs',
  },
  {
    up: migration_20261128_161012_equipment_hours.up,
    down: migration_20261128_161012_equipment_hours.down,
    name: '20261128_161012_equipment_hours',
  },
  {
    up: migration_20261129_121500_quote_references.up,
    down: migration_20261129_121500_quote_references.down,
    name: '20261129_121500_quote_references',
  },
  {
    up: migration_20261129_182839_one_price_list.up,
    down: migration_20261129_182839_one_price_list.down,
    name: '20261129_182839_one_price_list',
  },
  {
    up: migration_20261129_190222_quote_choice.up,
    down: migration_20261129_190222_quote_choice.down,
    name: '20261129_190222_quote_choice',
  },
  {
    up: migration_20261129_212027_legal_documents.up,
    down: migration_20261129_212027_legal_documents.down,
    name: '20261129_212027_legal_documents',
  },
  {
    up: migration_20261130_003310_maintenance_in_english.up,
    down: migration_20261130_003310_maintenance_in_english.down,
    name: '20261130_003310_maintenance_in_english',
  },
  {
    up: migration_20261130_003735_english_alt_and_testimonial.up,
    down: migration_20261130_003735_english_alt_and_testimonial.down,
    name: '20261130_003735_english_alt_and_testimonial',
  },
  {
    up: migration_20261130_131314_rentals_by_date.up,
    down: migration_20261130_131314_rentals_by_date.down,
    name: '20261130_131314_rentals_by_date',
  },
  {
    up: migration_20261130_141655_rentals_day.up,
    down: migration_20261130_141655_rentals_day.down,
    name: '20261130_141655_rentals_day',
  },
  {
    up: migration_20261130_162953_quote_rentals.up,
    down: migration_20261130_162953_quote_rentals.down,
    name: '20261130_162953_quote_rentals',
  },
  {
    up: migration_20261130_164434_rental_choice.up,
    down: migration_20261130_164434_rental_choice.down,
    name: '20261130_164434_rental_choice',
  },
  {
    up: migration_20261130_191030_half_days.up,
    down: migration_20261130_191030_half_days.down,
    name: '20261130_191030_half_days',
  },
  {
    up: migration_20261130_191814_machine_department.up,
    down: migration_20261130_191814_machine_department.down,
    name: '20261130_191814_machine_department',
  },
  {
    up: migration_20261130_194423_service_hours.up,
    down: migration_20261130_194423_service_hours.down,
    name: '20261130_194423_service_hours',
  },
  {
    up: migration_20261130_200500_quote_history_trigger.up,
    down: migration_20261130_200500_quote_history_trigger.down,
    name: '20261130_200500_quote_history_trigger',
  },
  {
    up: migration_20261130_221811_yard_handovers.up,
    down: migration_20261130_221811_yard_handovers.down,
    name: '20261130_221811_yard_handovers',
  },
  {
    up: migration_20261130_224931_yard_deposits.up,
    down: migration_20261130_224931_yard_deposits.down,
    name: '20261130_224931_yard_deposits',
  },
  {
    up: migration_20261201_012753_contracts.up,
    down: migration_20261201_012753_contracts.down,
    name: '20261201_012753_contracts',
  },
  {
    up: migration_20261201_015045_extensions.up,
    down: migration_20261201_015045_extensions.down,
    name: '20261201_015045_extensions',
  },
  {
    up: migration_20261201_020642_yard_photos_bucket.up,
    down: migration_20261201_020642_yard_photos_bucket.down,
    name: '20261201_020642_yard_photos_bucket',
  },
  {
    up: migration_20261201_021859_contract_code_phone.up,
    down: migration_20261201_021859_contract_code_phone.down,
    name: '20261201_021859_contract_code_phone'
  },
];
