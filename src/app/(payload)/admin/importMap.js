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
import { DepartmentTabs as DepartmentTabs_014a49071993bfc2b83dc96120960595 } from '../../../admin/Departments/DepartmentTabs'
import { EmptyList as EmptyList_607e306ad0ac094c1bddd7074522f462 } from '../../../admin/EmptyList.client'
import { DocumentDates as DocumentDates_ecf885349eac31095f2c634e790807d9 } from '../../../admin/Dates/DocumentDates.client'
import { DepartmentDetails as DepartmentDetails_a23af06a35b8bed9c88c55b796e4b5ea } from '../../../admin/Departments/DepartmentDetails'
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
import { NewsTabs as NewsTabs_6b36afe8149891961336ea5cfffdbcb7 } from '../../../admin/News/NewsTabs'
import { ReferenceCell as ReferenceCell_acf81988a14a1374c64dad075be1e67f } from '../../../admin/Cells/ReferenceCell'
import { OwnerField as OwnerField_e442cb06fd6437113d8ee9ebc881d7b7 } from '../../../admin/Messages/OwnerField.client'
import { QuoteActions as QuoteActions_a93f388eaae3cae0f6db180e3c6b2b9d } from '../../../admin/Messages/QuoteActions.client'
import { MessageActions as MessageActions_55a440aef4903c35b40384597c4884bb } from '../../../admin/Messages/MessageActions.client'
import { MessagesTabs as MessagesTabs_b141b82144d2bf7763c7376d999e1aec } from '../../../admin/Messages/MessagesTabs'
import { SubscribersExport as SubscribersExport_2574923ec5d81a8d86ebdcb147cb83dd } from '../../../admin/Subscribers/SubscribersExport'
import { ResendButton as ResendButton_411b5ac072cd8e5c6faf02b9ee476928 } from '../../../admin/Emails/ResendButton.client'
import { TwoFactorPanel as TwoFactorPanel_dc8abb19584e864ecfb479975f8183a1 } from '../../../admin/Settings/TwoFactorPanel.client'
import { BackupPanel as BackupPanel_856f7b7e1db6721201f1bbd844cdcdf5 } from '../../../admin/Settings/BackupPanel.client'
import { RestoreBackup as RestoreBackup_4b889bce5a1167500e907982d290a1de } from '../../../admin/Settings/RestoreBackup'
import { ResetSite as ResetSite_3d47dd9b922ba8bf076931043519d301 } from '../../../admin/Settings/ResetSite'
import { SectionSwitch as SectionSwitch_7f5005fc8192f65ff45077e69b655267 } from '../../../admin/Sections/SectionSwitch.client'
import { HomepageTabs as HomepageTabs_0327d3bc918aa80b57bf1d75b0df41f9 } from '../../../admin/Homepage/HomepageTabs'
import { RowLabel as RowLabel_d81ae1dc93a258e61c482a9d1a490bba } from '../../../admin/RowMenus/RowLabel.client'
import { RefreshControl as RefreshControl_bf9fc1faad49a79c6117c27f17be0cd5 } from '../../../admin/Refresh/RefreshControl.client'
import { AddedItemName as AddedItemName_da3937ff9aa53f952001424767072782 } from '../../../admin/AddedItem/AddedItemName.client'
import { PartnersPreview as PartnersPreview_422d1e34af89218b73855e66cb440a55 } from '../../../admin/Partners/PartnersPreview.client'
import { CriticalNavText as CriticalNavText_1b917a4ee25fee3d0c99ffcef93477bb } from '../../../admin/TopBar/CriticalNavFields.client'
import { CriticalNavActive as CriticalNavActive_1b917a4ee25fee3d0c99ffcef93477bb } from '../../../admin/TopBar/CriticalNavFields.client'
import { TopBarActions as TopBarActions_2201d8a2f9c22d3beb55465ed58f0c72 } from '../../../admin/TopBar/TopBarActions.client'
import { MaintenanceControls as MaintenanceControls_67834e27d194e8c3fcb6ca461d37683e } from '../../../admin/Maintenance/MaintenanceControls.client'
import { ContentLanguageBand as ContentLanguageBand_13fef163e383840e671540fb29d2c852 } from '../../../admin/Nav/ContentLanguageBand.client'
import { BrandIcon as BrandIcon_d4751384a7cf3b09ce46117cb8895da1 } from '../../../admin/Brand'
import { BrandLoginLogo as BrandLoginLogo_d4751384a7cf3b09ce46117cb8895da1 } from '../../../admin/Brand'
import { BrandHeader as BrandHeader_7e88928a4e13b7f60869ef72c45632a1 } from '../../../admin/Nav/BrandHeader'
import { MenuLinks as MenuLinks_6d4e83c511161b5bded98fc92fa8adfa } from '../../../admin/Nav/MenuLinks'
import { SaveAnnouncer as SaveAnnouncer_79215eb62d2e9220e33a69912bd9250c } from '../../../admin/SiteEvents/SaveAnnouncer.client'
import { RowMenuGuard as RowMenuGuard_e73f51a164b242d809fb9c419fe901eb } from '../../../admin/RowMenus/RowMenuGuard.client'
import { MotionPreference as MotionPreference_334fed2a4a17e2d3bebfd37fbc9ed0c7 } from '../../../admin/Motion/MotionPreference.client'
import { SessionExpiryGuard as SessionExpiryGuard_31a911d49cb676cef0672cd1197e69a5 } from '../../../admin/Session/SessionExpiryGuard.client'
import { PhotoShrinker as PhotoShrinker_ff3d1072f2ba13761f67501f8edd6b7a } from '../../../admin/Upload/PhotoShrinker.client'
import { FrenchToasts as FrenchToasts_e0d0aa9c7be536ba178323deb1c206a7 } from '../../../admin/Toasts/FrenchToasts.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Dashboard as Dashboard_b1da18705623495fe0da513a008df5f5 } from '../../../admin/Dashboard'
import { LoginView as LoginView_13edd9e7ca103014889d844f93e19bef } from '../../../admin/Login/LoginView'
import { SpecRedirect as SpecRedirect_867eccccffa2eded5780a1db781e4fbd } from '../../../admin/SpecRedirect'
import { AnalyticsView as AnalyticsView_449f1f28d3e019b22bd2e1b65cd45f4b } from '../../../admin/Analytics'
import { PipelineView as PipelineView_0bcd44936d60774ecc77508486f77de1 } from '../../../admin/Pipeline'
import { UploadView as UploadView_3c74b671c183b192d76aed56dcd28e77 } from '../../../admin/Upload'
import { HomepageSectionsView as HomepageSectionsView_2aa8c9ad65cea6dc5a06a60bccea12e9 } from '../../../admin/Homepage/HomepageSectionsView'
import { NewsPreviewView as NewsPreviewView_85ae221d0e8f44f429c208d66a571cd3 } from '../../../admin/News/NewsPreviewView'
import { HomepageDisplayView as HomepageDisplayView_cd4da1cd1dbc64d4c0c34baecd7bfa0d } from '../../../admin/Departments/HomepageDisplayView'
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
  "/admin/Departments/DepartmentTabs#DepartmentTabs": DepartmentTabs_014a49071993bfc2b83dc96120960595,
  "/admin/EmptyList.client#EmptyList": EmptyList_607e306ad0ac094c1bddd7074522f462,
  "/admin/Dates/DocumentDates.client#DocumentDates": DocumentDates_ecf885349eac31095f2c634e790807d9,
  "/admin/Departments/DepartmentDetails#DepartmentDetails": DepartmentDetails_a23af06a35b8bed9c88c55b796e4b5ea,
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
  "/admin/News/NewsTabs#NewsTabs": NewsTabs_6b36afe8149891961336ea5cfffdbcb7,
  "/admin/Cells/ReferenceCell#ReferenceCell": ReferenceCell_acf81988a14a1374c64dad075be1e67f,
  "/admin/Messages/OwnerField.client#OwnerField": OwnerField_e442cb06fd6437113d8ee9ebc881d7b7,
  "/admin/Messages/QuoteActions.client#QuoteActions": QuoteActions_a93f388eaae3cae0f6db180e3c6b2b9d,
  "/admin/Messages/MessageActions.client#MessageActions": MessageActions_55a440aef4903c35b40384597c4884bb,
  "/admin/Messages/MessagesTabs#MessagesTabs": MessagesTabs_b141b82144d2bf7763c7376d999e1aec,
  "/admin/Subscribers/SubscribersExport#SubscribersExport": SubscribersExport_2574923ec5d81a8d86ebdcb147cb83dd,
  "/admin/Emails/ResendButton.client#ResendButton": ResendButton_411b5ac072cd8e5c6faf02b9ee476928,
  "/admin/Settings/TwoFactorPanel.client#TwoFactorPanel": TwoFactorPanel_dc8abb19584e864ecfb479975f8183a1,
  "/admin/Settings/BackupPanel.client#BackupPanel": BackupPanel_856f7b7e1db6721201f1bbd844cdcdf5,
  "/admin/Settings/RestoreBackup#RestoreBackup": RestoreBackup_4b889bce5a1167500e907982d290a1de,
  "/admin/Settings/ResetSite#ResetSite": ResetSite_3d47dd9b922ba8bf076931043519d301,
  "/admin/Sections/SectionSwitch.client#SectionSwitch": SectionSwitch_7f5005fc8192f65ff45077e69b655267,
  "/admin/Homepage/HomepageTabs#HomepageTabs": HomepageTabs_0327d3bc918aa80b57bf1d75b0df41f9,
  "/admin/RowMenus/RowLabel.client#RowLabel": RowLabel_d81ae1dc93a258e61c482a9d1a490bba,
  "/admin/Refresh/RefreshControl.client#RefreshControl": RefreshControl_bf9fc1faad49a79c6117c27f17be0cd5,
  "/admin/AddedItem/AddedItemName.client#AddedItemName": AddedItemName_da3937ff9aa53f952001424767072782,
  "/admin/Partners/PartnersPreview.client#PartnersPreview": PartnersPreview_422d1e34af89218b73855e66cb440a55,
  "/admin/TopBar/CriticalNavFields.client#CriticalNavText": CriticalNavText_1b917a4ee25fee3d0c99ffcef93477bb,
  "/admin/TopBar/CriticalNavFields.client#CriticalNavActive": CriticalNavActive_1b917a4ee25fee3d0c99ffcef93477bb,
  "/admin/TopBar/TopBarActions.client#TopBarActions": TopBarActions_2201d8a2f9c22d3beb55465ed58f0c72,
  "/admin/Maintenance/MaintenanceControls.client#MaintenanceControls": MaintenanceControls_67834e27d194e8c3fcb6ca461d37683e,
  "/admin/Nav/ContentLanguageBand.client#ContentLanguageBand": ContentLanguageBand_13fef163e383840e671540fb29d2c852,
  "/admin/Brand#BrandIcon": BrandIcon_d4751384a7cf3b09ce46117cb8895da1,
  "/admin/Brand#BrandLoginLogo": BrandLoginLogo_d4751384a7cf3b09ce46117cb8895da1,
  "/admin/Nav/BrandHeader#BrandHeader": BrandHeader_7e88928a4e13b7f60869ef72c45632a1,
  "/admin/Nav/MenuLinks#MenuLinks": MenuLinks_6d4e83c511161b5bded98fc92fa8adfa,
  "/admin/SiteEvents/SaveAnnouncer.client#SaveAnnouncer": SaveAnnouncer_79215eb62d2e9220e33a69912bd9250c,
  "/admin/RowMenus/RowMenuGuard.client#RowMenuGuard": RowMenuGuard_e73f51a164b242d809fb9c419fe901eb,
  "/admin/Motion/MotionPreference.client#MotionPreference": MotionPreference_334fed2a4a17e2d3bebfd37fbc9ed0c7,
  "/admin/Session/SessionExpiryGuard.client#SessionExpiryGuard": SessionExpiryGuard_31a911d49cb676cef0672cd1197e69a5,
  "/admin/Upload/PhotoShrinker.client#PhotoShrinker": PhotoShrinker_ff3d1072f2ba13761f67501f8edd6b7a,
  "/admin/Toasts/FrenchToasts.client#FrenchToasts": FrenchToasts_e0d0aa9c7be536ba178323deb1c206a7,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/Dashboard#Dashboard": Dashboard_b1da18705623495fe0da513a008df5f5,
  "/admin/Login/LoginView#LoginView": LoginView_13edd9e7ca103014889d844f93e19bef,
  "/admin/SpecRedirect#SpecRedirect": SpecRedirect_867eccccffa2eded5780a1db781e4fbd,
  "/admin/Analytics#AnalyticsView": AnalyticsView_449f1f28d3e019b22bd2e1b65cd45f4b,
  "/admin/Pipeline#PipelineView": PipelineView_0bcd44936d60774ecc77508486f77de1,
  "/admin/Upload#UploadView": UploadView_3c74b671c183b192d76aed56dcd28e77,
  "/admin/Homepage/HomepageSectionsView#HomepageSectionsView": HomepageSectionsView_2aa8c9ad65cea6dc5a06a60bccea12e9,
  "/admin/News/NewsPreviewView#NewsPreviewView": NewsPreviewView_85ae221d0e8f44f429c208d66a571cd3,
  "/admin/Departments/HomepageDisplayView#HomepageDisplayView": HomepageDisplayView_cd4da1cd1dbc64d4c0c34baecd7bfa0d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
