import { LanguageSlugField as LanguageSlugField_4ba8932cf11cccdb310956dab713c5c8 } from '../../../admin/Slug/LanguageSlugField.client'
import { TextCell as TextCell_605036c1008b34cbe70a8a74b14c4e4b } from '../../../admin/Cells/TextCell'
import { ColorCell as ColorCell_2e2b3c07c1a6ea8ae529a6bf79fcc59d } from '../../../admin/Cells/ColorCell'
import { FeaturesCell as FeaturesCell_68ca4d521f53dad2a6a33769411061c9 } from '../../../admin/Cells/FeaturesCell'
import { ImageCell as ImageCell_aeef4c6cb841c3b0cb06e0187af7a8fb } from '../../../admin/Cells/ImageCell'
import { DetailsLinkCell as DetailsLinkCell_77ffb3d027c105709b87b2dd6c4ed8fa } from '../../../admin/Cells/DetailsLinkCell'
import { ToggleCell as ToggleCell_f2115200c1cc8a6c9ae5cf3f57a40bc5 } from '../../../admin/Cells/ToggleCell.client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { SearchPreview as SearchPreview_3c6a17964b33390554d59ae8cee6aa61 } from '../../../admin/Seo/SearchPreview'
import { DateCell as DateCell_72970e541d15aea037994bf4eea50997 } from '../../../admin/Cells/DateCell'
import { DepartmentTabs as DepartmentTabs_7036bf2386ba04fb5456ce8a1493e38d } from '../../../features/departments/admin/DepartmentTabs'
import { EmptyList as EmptyList_607e306ad0ac094c1bddd7074522f462 } from '../../../admin/EmptyList.client'
import { DocumentDates as DocumentDates_ecf885349eac31095f2c634e790807d9 } from '../../../admin/Dates/DocumentDates.client'
import { DepartmentDetails as DepartmentDetails_bf7316338953f08e9df69fb18fb8599d } from '../../../features/departments/admin/DepartmentDetails'
import { StatusCell as StatusCell_b593d6d18643ca05a2d1e3c123c6b147 } from '../../../admin/Cells/StatusCell'
import { PriceCell as PriceCell_4670a1a06566c5744d8ec17cd6009669 } from '../../../admin/Cells/PriceCell'
import { YesNoCell as YesNoCell_2eddfbbba3657bc6bca54d2f57f78875 } from '../../../admin/Cells/YesNoCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { NewsTabs as NewsTabs_6288cb5194b16791d45827adbf1d7ce5 } from '../../../features/home/admin/NewsTabs'
import { DayInput as DayInput_30edd3ee185bbb88c6c53706358a4ebf } from '../../../features/rentals/admin/DayInput.client'
import { ReferenceCell as ReferenceCell_acf81988a14a1374c64dad075be1e67f } from '../../../admin/Cells/ReferenceCell'
import { OwnerField as OwnerField_ad5f1fc6cb2418b27ccb6ef95ee1959a } from '../../../features/quotes/admin/OwnerField.client'
import { QuoteActions as QuoteActions_f9c418ed8598a8d7d83e061ffc2d720f } from '../../../features/quotes/admin/QuoteActions.client'
import { MessageActions as MessageActions_829e527dac389eb34b5e14214cd93eb2 } from '../../../features/quotes/admin/MessageActions.client'
import { MessagesTabs as MessagesTabs_7a5f1cdb53c8b5d72a3b3fadd42758f6 } from '../../../features/quotes/admin/MessagesTabs'
import { SubscribersExport as SubscribersExport_0f5b1b703a729261750424d96589fc63 } from '../../../features/newsletter/admin/SubscribersExport'
import { ResendButton as ResendButton_70096433675a3afa12640abac3c9d222 } from '../../../features/mail/admin/ResendButton.client'
import { TwoFactorPanel as TwoFactorPanel_ebe8cbefb29cbf342b3e097cfbe7cdbb } from '../../../features/accounts/admin/TwoFactorPanel.client'
import { BackupPanel as BackupPanel_856f7b7e1db6721201f1bbd844cdcdf5 } from '../../../admin/Settings/BackupPanel.client'
import { RestoreBackup as RestoreBackup_4b889bce5a1167500e907982d290a1de } from '../../../admin/Settings/RestoreBackup'
import { ResetSite as ResetSite_3d47dd9b922ba8bf076931043519d301 } from '../../../admin/Settings/ResetSite'
import { UnitsTabs as UnitsTabs_a8b7d72d080f2cea08676deb81160252 } from '../../../features/rentals/admin/RentalsTabs'
import { DepositPanel as DepositPanel_1c7a382ff545d20ddec01861e4aeb00d } from '../../../features/yard/admin/DepositPanel.client'
import { ContractPanel as ContractPanel_798a343ffa1d9daba28dbedac1828341 } from '../../../features/contracts/admin/ContractPanel.client'
import { RentalsTabs as RentalsTabs_a8b7d72d080f2cea08676deb81160252 } from '../../../features/rentals/admin/RentalsTabs'
import { HandoversTabs as HandoversTabs_a8b7d72d080f2cea08676deb81160252 } from '../../../features/rentals/admin/RentalsTabs'
import { DepositsTabs as DepositsTabs_a8b7d72d080f2cea08676deb81160252 } from '../../../features/rentals/admin/RentalsTabs'
import { ContractsTabs as ContractsTabs_a8b7d72d080f2cea08676deb81160252 } from '../../../features/rentals/admin/RentalsTabs'
import { SectionSwitch as SectionSwitch_7f5005fc8192f65ff45077e69b655267 } from '../../../admin/Sections/SectionSwitch.client'
import { HomepageTabs as HomepageTabs_109b7dd71902e8d6fe19a3b0f67f594e } from '../../../features/home/admin/HomepageTabs'
import { RowLabel as RowLabel_d81ae1dc93a258e61c482a9d1a490bba } from '../../../admin/RowMenus/RowLabel.client'
import { RefreshControl as RefreshControl_bf9fc1faad49a79c6117c27f17be0cd5 } from '../../../admin/Refresh/RefreshControl.client'
import { AddedItemName as AddedItemName_da3937ff9aa53f952001424767072782 } from '../../../admin/AddedItem/AddedItemName.client'
import { PartnersPreview as PartnersPreview_d61394a3b3ad9d57580fb32ea3cd407f } from '../../../features/home/admin/PartnersPreview.client'
import { CriticalNavText as CriticalNavText_df9045ce00c3c03ffd1baf4f38808e7a } from '../../../features/site/admin/CriticalNavFields.client'
import { CriticalNavActive as CriticalNavActive_df9045ce00c3c03ffd1baf4f38808e7a } from '../../../features/site/admin/CriticalNavFields.client'
import { TopBarActions as TopBarActions_62316a482910439e3a8894d0d5119a38 } from '../../../features/site/admin/TopBarActions.client'
import { MaintenanceControls as MaintenanceControls_67f3ccc2d03343a96872f33aa0db0b8d } from '../../../features/maintenance/admin/MaintenanceControls.client'
import { ContentLanguageBand as ContentLanguageBand_13fef163e383840e671540fb29d2c852 } from '../../../admin/Nav/ContentLanguageBand.client'
import { BrandIcon as BrandIcon_d4751384a7cf3b09ce46117cb8895da1 } from '../../../admin/Brand'
import { BrandLoginLogo as BrandLoginLogo_d4751384a7cf3b09ce46117cb8895da1 } from '../../../admin/Brand'
import { BrandHeader as BrandHeader_7e88928a4e13b7f60869ef72c45632a1 } from '../../../admin/Nav/BrandHeader'
import { MenuLinks as MenuLinks_6d4e83c511161b5bded98fc92fa8adfa } from '../../../admin/Nav/MenuLinks'
import { SaveAnnouncer as SaveAnnouncer_79215eb62d2e9220e33a69912bd9250c } from '../../../admin/SiteEvents/SaveAnnouncer.client'
import { RowMenuGuard as RowMenuGuard_e73f51a164b242d809fb9c419fe901eb } from '../../../admin/RowMenus/RowMenuGuard.client'
import { MotionPreference as MotionPreference_334fed2a4a17e2d3bebfd37fbc9ed0c7 } from '../../../admin/Motion/MotionPreference.client'
import { SessionExpiryGuard as SessionExpiryGuard_31a911d49cb676cef0672cd1197e69a5 } from '../../../admin/Session/SessionExpiryGuard.client'
import { PhotoShrinker as PhotoShrinker_dae1f2eec190449310442a17350e3082 } from '../../../features/media/admin/PhotoShrinker.client'
import { FrenchToasts as FrenchToasts_e0d0aa9c7be536ba178323deb1c206a7 } from '../../../admin/Toasts/FrenchToasts.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Dashboard as Dashboard_54fcb82256610deea7e48ee6a619fb95 } from '../../../features/dashboard/admin/DashboardView'
import { LoginView as LoginView_4b615027748ae38ab77ad0228baabdee } from '../../../features/accounts/admin/LoginView'
import { SpecRedirect as SpecRedirect_867eccccffa2eded5780a1db781e4fbd } from '../../../admin/SpecRedirect'
import { AnalyticsView as AnalyticsView_00041abcad7cf06ae25b702b9fa6e1a3 } from '../../../features/analytics/admin/AnalyticsView'
import { PipelineView as PipelineView_3db72ce511a777498fdeb022982d061b } from '../../../features/quotes/admin/PipelineView'
import { PlanningView as PlanningView_bacdd8dfa6f82d151bd49c6375a91a9f } from '../../../features/rentals/admin/PlanningView'
import { UploadView as UploadView_6ac951e473eeaed4322d280fe36f1a0c } from '../../../features/media/admin/UploadView'
import { HomepageSectionsView as HomepageSectionsView_b75eb1126e045938ba2623e0f65a1d8c } from '../../../features/home/admin/HomepageSectionsView'
import { NewsPreviewView as NewsPreviewView_20cf5261c81da43b5a361a90c38f653e } from '../../../features/home/admin/NewsPreviewView'
import { HomepageDisplayView as HomepageDisplayView_e4eea2694c43b1e329fedffd3f774bd6 } from '../../../features/departments/admin/HomepageDisplayView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/Slug/LanguageSlugField.client#LanguageSlugField": LanguageSlugField_4ba8932cf11cccdb310956dab713c5c8,
  "/admin/Cells/TextCell#TextCell": TextCell_605036c1008b34cbe70a8a74b14c4e4b,
  "/admin/Cells/ColorCell#ColorCell": ColorCell_2e2b3c07c1a6ea8ae529a6bf79fcc59d,
  "/admin/Cells/FeaturesCell#FeaturesCell": FeaturesCell_68ca4d521f53dad2a6a33769411061c9,
  "/admin/Cells/ImageCell#ImageCell": ImageCell_aeef4c6cb841c3b0cb06e0187af7a8fb,
  "/admin/Cells/DetailsLinkCell#DetailsLinkCell": DetailsLinkCell_77ffb3d027c105709b87b2dd6c4ed8fa,
  "/admin/Cells/ToggleCell.client#ToggleCell": ToggleCell_f2115200c1cc8a6c9ae5cf3f57a40bc5,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/admin/Seo/SearchPreview#SearchPreview": SearchPreview_3c6a17964b33390554d59ae8cee6aa61,
  "/admin/Cells/DateCell#DateCell": DateCell_72970e541d15aea037994bf4eea50997,
  "/features/departments/admin/DepartmentTabs#DepartmentTabs": DepartmentTabs_7036bf2386ba04fb5456ce8a1493e38d,
  "/admin/EmptyList.client#EmptyList": EmptyList_607e306ad0ac094c1bddd7074522f462,
  "/admin/Dates/DocumentDates.client#DocumentDates": DocumentDates_ecf885349eac31095f2c634e790807d9,
  "/features/departments/admin/DepartmentDetails#DepartmentDetails": DepartmentDetails_bf7316338953f08e9df69fb18fb8599d,
  "/admin/Cells/StatusCell#StatusCell": StatusCell_b593d6d18643ca05a2d1e3c123c6b147,
  "/admin/Cells/PriceCell#PriceCell": PriceCell_4670a1a06566c5744d8ec17cd6009669,
  "/admin/Cells/YesNoCell#YesNoCell": YesNoCell_2eddfbbba3657bc6bca54d2f57f78875,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/home/admin/NewsTabs#NewsTabs": NewsTabs_6288cb5194b16791d45827adbf1d7ce5,
  "/features/rentals/admin/DayInput.client#DayInput": DayInput_30edd3ee185bbb88c6c53706358a4ebf,
  "/admin/Cells/ReferenceCell#ReferenceCell": ReferenceCell_acf81988a14a1374c64dad075be1e67f,
  "/features/quotes/admin/OwnerField.client#OwnerField": OwnerField_ad5f1fc6cb2418b27ccb6ef95ee1959a,
  "/features/quotes/admin/QuoteActions.client#QuoteActions": QuoteActions_f9c418ed8598a8d7d83e061ffc2d720f,
  "/features/quotes/admin/MessageActions.client#MessageActions": MessageActions_829e527dac389eb34b5e14214cd93eb2,
  "/features/quotes/admin/MessagesTabs#MessagesTabs": MessagesTabs_7a5f1cdb53c8b5d72a3b3fadd42758f6,
  "/features/newsletter/admin/SubscribersExport#SubscribersExport": SubscribersExport_0f5b1b703a729261750424d96589fc63,
  "/features/mail/admin/ResendButton.client#ResendButton": ResendButton_70096433675a3afa12640abac3c9d222,
  "/features/accounts/admin/TwoFactorPanel.client#TwoFactorPanel": TwoFactorPanel_ebe8cbefb29cbf342b3e097cfbe7cdbb,
  "/admin/Settings/BackupPanel.client#BackupPanel": BackupPanel_856f7b7e1db6721201f1bbd844cdcdf5,
  "/admin/Settings/RestoreBackup#RestoreBackup": RestoreBackup_4b889bce5a1167500e907982d290a1de,
  "/admin/Settings/ResetSite#ResetSite": ResetSite_3d47dd9b922ba8bf076931043519d301,
  "/features/rentals/admin/RentalsTabs#UnitsTabs": UnitsTabs_a8b7d72d080f2cea08676deb81160252,
  "/features/yard/admin/DepositPanel.client#DepositPanel": DepositPanel_1c7a382ff545d20ddec01861e4aeb00d,
  "/features/contracts/admin/ContractPanel.client#ContractPanel": ContractPanel_798a343ffa1d9daba28dbedac1828341,
  "/features/rentals/admin/RentalsTabs#RentalsTabs": RentalsTabs_a8b7d72d080f2cea08676deb81160252,
  "/features/rentals/admin/RentalsTabs#HandoversTabs": HandoversTabs_a8b7d72d080f2cea08676deb81160252,
  "/features/rentals/admin/RentalsTabs#DepositsTabs": DepositsTabs_a8b7d72d080f2cea08676deb81160252,
  "/features/rentals/admin/RentalsTabs#ContractsTabs": ContractsTabs_a8b7d72d080f2cea08676deb81160252,
  "/admin/Sections/SectionSwitch.client#SectionSwitch": SectionSwitch_7f5005fc8192f65ff45077e69b655267,
  "/features/home/admin/HomepageTabs#HomepageTabs": HomepageTabs_109b7dd71902e8d6fe19a3b0f67f594e,
  "/admin/RowMenus/RowLabel.client#RowLabel": RowLabel_d81ae1dc93a258e61c482a9d1a490bba,
  "/admin/Refresh/RefreshControl.client#RefreshControl": RefreshControl_bf9fc1faad49a79c6117c27f17be0cd5,
  "/admin/AddedItem/AddedItemName.client#AddedItemName": AddedItemName_da3937ff9aa53f952001424767072782,
  "/features/home/admin/PartnersPreview.client#PartnersPreview": PartnersPreview_d61394a3b3ad9d57580fb32ea3cd407f,
  "/features/site/admin/CriticalNavFields.client#CriticalNavText": CriticalNavText_df9045ce00c3c03ffd1baf4f38808e7a,
  "/features/site/admin/CriticalNavFields.client#CriticalNavActive": CriticalNavActive_df9045ce00c3c03ffd1baf4f38808e7a,
  "/features/site/admin/TopBarActions.client#TopBarActions": TopBarActions_62316a482910439e3a8894d0d5119a38,
  "/features/maintenance/admin/MaintenanceControls.client#MaintenanceControls": MaintenanceControls_67f3ccc2d03343a96872f33aa0db0b8d,
  "/admin/Nav/ContentLanguageBand.client#ContentLanguageBand": ContentLanguageBand_13fef163e383840e671540fb29d2c852,
  "/admin/Brand#BrandIcon": BrandIcon_d4751384a7cf3b09ce46117cb8895da1,
  "/admin/Brand#BrandLoginLogo": BrandLoginLogo_d4751384a7cf3b09ce46117cb8895da1,
  "/admin/Nav/BrandHeader#BrandHeader": BrandHeader_7e88928a4e13b7f60869ef72c45632a1,
  "/admin/Nav/MenuLinks#MenuLinks": MenuLinks_6d4e83c511161b5bded98fc92fa8adfa,
  "/admin/SiteEvents/SaveAnnouncer.client#SaveAnnouncer": SaveAnnouncer_79215eb62d2e9220e33a69912bd9250c,
  "/admin/RowMenus/RowMenuGuard.client#RowMenuGuard": RowMenuGuard_e73f51a164b242d809fb9c419fe901eb,
  "/admin/Motion/MotionPreference.client#MotionPreference": MotionPreference_334fed2a4a17e2d3bebfd37fbc9ed0c7,
  "/admin/Session/SessionExpiryGuard.client#SessionExpiryGuard": SessionExpiryGuard_31a911d49cb676cef0672cd1197e69a5,
  "/features/media/admin/PhotoShrinker.client#PhotoShrinker": PhotoShrinker_dae1f2eec190449310442a17350e3082,
  "/admin/Toasts/FrenchToasts.client#FrenchToasts": FrenchToasts_e0d0aa9c7be536ba178323deb1c206a7,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/dashboard/admin/DashboardView#Dashboard": Dashboard_54fcb82256610deea7e48ee6a619fb95,
  "/features/accounts/admin/LoginView#LoginView": LoginView_4b615027748ae38ab77ad0228baabdee,
  "/admin/SpecRedirect#SpecRedirect": SpecRedirect_867eccccffa2eded5780a1db781e4fbd,
  "/features/analytics/admin/AnalyticsView#AnalyticsView": AnalyticsView_00041abcad7cf06ae25b702b9fa6e1a3,
  "/features/quotes/admin/PipelineView#PipelineView": PipelineView_3db72ce511a777498fdeb022982d061b,
  "/features/rentals/admin/PlanningView#PlanningView": PlanningView_bacdd8dfa6f82d151bd49c6375a91a9f,
  "/features/media/admin/UploadView#UploadView": UploadView_6ac951e473eeaed4322d280fe36f1a0c,
  "/features/home/admin/HomepageSectionsView#HomepageSectionsView": HomepageSectionsView_b75eb1126e045938ba2623e0f65a1d8c,
  "/features/home/admin/NewsPreviewView#NewsPreviewView": NewsPreviewView_20cf5261c81da43b5a361a90c38f653e,
  "/features/departments/admin/HomepageDisplayView#HomepageDisplayView": HomepageDisplayView_e4eea2694c43b1e329fedffd3f774bd6,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
