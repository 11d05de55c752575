/**
 * The /api contract's types, generated from GET /api/openapi.json by openapi-typescript
 * (`npm run api:types`); do not edit. tests/int/api-openapi.int.spec.ts fails when this file
 * and the document differ.
 */
export interface paths {
  '/api/auth/login': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Connexion : jeton et utilisateur */
    post: operations['postAuthLogin']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/register': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Création de compte : le premier compte, ou par un super-administrateur */
    post: operations['postAuthRegister']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Utilisateur connecté */
    get: operations['getAuthMe']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/change-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Changement de mot de passe de l’utilisateur connecté */
    post: operations['postAuthChangepassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/logout': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Déconnexion : le jeton est refusé ensuite */
    post: operations['postAuthLogout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/forgot-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Envoi d’un lien de réinitialisation (même réponse que l’adresse existe ou non) */
    post: operations['postAuthForgotpassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/reset-password': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Nouveau mot de passe avec le jeton reçu par email */
    post: operations['postAuthResetpassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/login/two-factor': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Connexion, seconde étape : le défi reçu et un code (application ou secours) */
    post: operations['postAuthLoginTwofactor']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/two-factor/setup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Double authentification : un nouveau secret à scanner (en attente de confirmation) */
    post: operations['postAuthTwofactorSetup']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/two-factor/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Double authentification : un code du secret scanné l’active ; codes de secours */
    post: operations['postAuthTwofactorConfirm']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/two-factor/disable': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Double authentification : désactivation de son compte, avec un code */
    post: operations['postAuthTwofactorDisable']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/auth/two-factor/disable/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Double authentification : désactivation d’un autre compte (super-administrateur) */
    post: operations['postAuthTwofactorDisableId']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/departments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Départements actifs (recherche, pagination) */
    get: operations['getDepartments']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/departments/all': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Tous les départements actifs */
    get: operations['getDepartmentsAll']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/departments/homepage': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Départements visibles sur la page d'accueil, dans leur ordre */
    get: operations['getDepartmentsHomepage']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/departments/{slug}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Un département actif par son slug (ou son identifiant court : btp, hydraulique…) */
    get: operations['getDepartmentsSlug']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/equipment': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Équipements actifs (catégorie, statut, offre : offer=rent ou sale, vedette, recherche, pagination) ; chacun avec price (prix par jour, null hors location), forRent, forSale et salePrice */
    get: operations['getEquipment']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/equipment/featured': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Équipements actifs en vedette */
    get: operations['getEquipmentFeatured']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/equipment/slug/{slug}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Un équipement actif par son slug (dans l’une des langues du site) */
    get: operations['getEquipmentSlugSlug']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/equipment/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Un équipement actif par son identifiant */
    get: operations['getEquipmentId']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/equipment/{slug}/availability': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Les unités libres d’une machine en location, jour par jour (from et to : AAAA-MM-JJ ; par défaut les 90 jours à partir d’aujourd’hui) ; rien sur les clients */
    get: operations['getEquipmentSlugAvailability']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/rentals/utilisation': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Utilisation du parc de location sur une période (from, to : AAAA-MM-JJ ; par défaut les 30 derniers jours), au format CSV : une ligne par machine puis une par unité (séparateur « ; », UTF-8 avec BOM pour Excel) */
    get: operations['getAdminRentalsUtilisation']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/news': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Actualités publiées, les plus récentes d’abord (catégorie, recherche, pagination) */
    get: operations['getNews']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/news/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Une actualité publiée */
    get: operations['getNewsId']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/homepage/settings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Sections de la page d'accueil (contenu par défaut là où il manque) et paramètres généraux */
    get: operations['getHomepageSettings']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/topbar/settings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Barre supérieure : contact, réseaux sociaux, logo, menu, affichage, bouton */
    get: operations['getTopbarSettings']
    /** Enregistre les paramètres de la barre supérieure (objet complet) */
    put: operations['putTopbarSettings']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/company/info': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Coordonnées et réseaux sociaux de l'entreprise */
    get: operations['getCompanyInfo']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/maintenance/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** État du mode maintenance (interrogé toutes les 3 s par les visiteurs) */
    get: operations['getMaintenanceStatus']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** État du service : disponibilité, durée de fonctionnement, base de données joignable */
    get: operations['getHealth']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/quote-requests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Demande de devis du formulaire de contact (nom, email, téléphone et message obligatoires). L’en-tête facultatif Idempotency-Key (16 à 100 lettres, chiffres ou tirets, un par envoi) fait qu’un envoi répété, par exemple gardé hors ligne puis renvoyé, n’est enregistré qu’une fois : la même référence revient. */
    post: operations['postQuoterequests']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/newsletter/subscribe': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Inscription à la newsletter, confirmée par le lien envoyé à l’adresse (une adresse déjà inscrite n’est pas une erreur) */
    post: operations['postNewsletterSubscribe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/newsletter/unsubscribe': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** L’adresse List-Unsubscribe ouverte sans RFC 8058 : un navigateur (Accept: text/html) est renvoyé (303) vers la page de désinscription, qui désinscrit avec le même jeton ; un autre client reçoit l’adresse de cette page (data.page). Un GET ne désinscrit jamais. */
    get: operations['getNewsletterUnsubscribe']
    put?: never
    /** Désinscription en un clic (RFC 8058, en-tête List-Unsubscribe des emails) avec le jeton signé du lien */
    post: operations['postNewsletterUnsubscribe']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/analytics/beacon': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Balise de mesure d’audience des pages publiques (sans cookie ; JSON, aussi envoyé en text/plain par sendBeacon) */
    post: operations['postAnalyticsBeacon']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/quotes/{reference}/accept': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Le client accepte la dernière version de son devis (nom, heure et adresse gardés dans l’historique ; une seconde fois ne change rien) */
    post: operations['postQuotesReferenceAccept']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/quotes/{reference}/refuse': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Le client refuse la dernière version de son devis, avec une raison s’il le souhaite */
    post: operations['postQuotesReferenceRefuse']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/contracts/{reference}/code': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Envoie au client un code à usage unique (6 chiffres, 15 minutes, 5 essais) pour signer la dernière version de son contrat de location */
    post: operations['postContractsReferenceCode']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/contracts/{reference}/accept': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Le client signe la dernière version de son contrat : case cochée, nom, code reçu et empreinte SHA-256 du PDF lu ; la preuve est gardée sans modification possible, une seconde fois ne change rien */
    post: operations['postContractsReferenceAccept']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/contracts/{reference}/extend': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Le client demande à garder les engins plus longtemps (une location sous contrat signé) : la demande est gardée avec le jour jusqu’où les mêmes unités sont libres, l’équipe prévenue */
    post: operations['postContractsReferenceExtend']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/contracts/{reference}/extension': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Le client accepte le jour que l’équipe lui propose : la réservation est prolongée, une nouvelle version du contrat est à signer */
    post: operations['postContractsReferenceExtension']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/departments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Tous les départements, actifs ou non, dans l’ordre de la page d’accueil */
    get: operations['getAdminDepartments']
    put?: never
    /** Création d’un département */
    post: operations['postAdminDepartments']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/departments/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Un département */
    get: operations['getAdminDepartmentsId']
    /** Modification d’un département */
    put: operations['putAdminDepartmentsId']
    post?: never
    /** Suppression d’un département */
    delete: operations['deleteAdminDepartmentsId']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/departments/{id}/toggle': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Active ou désactive un département */
    patch: operations['patchAdminDepartmentsIdToggle']
    trace?: never
  }
  '/api/admin/departments/{id}/homepage-settings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Affichage d’un département sur la page d’accueil */
    put: operations['putAdminDepartmentsIdHomepagesettings']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/equipment': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Tous les équipements, actifs ou non (mêmes filtres que la liste publique) */
    get: operations['getAdminEquipment']
    put?: never
    /** Création d’un équipement */
    post: operations['postAdminEquipment']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/equipment/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Un équipement, actif ou non */
    get: operations['getAdminEquipmentId']
    /** Modification d’un équipement */
    put: operations['putAdminEquipmentId']
    post?: never
    /** Suppression d’un équipement */
    delete: operations['deleteAdminEquipmentId']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/equipment/{id}/toggle': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Active ou désactive un équipement */
    patch: operations['patchAdminEquipmentIdToggle']
    trace?: never
  }
  '/api/admin/equipment/{id}/feature': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Met un équipement en vedette ou l’en retire */
    patch: operations['patchAdminEquipmentIdFeature']
    trace?: never
  }
  '/api/admin/news': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Toutes les actualités, brouillons compris (catégorie, recherche, pagination par 12) */
    get: operations['getAdminNews']
    put?: never
    /** Création d’un article (contenu HTML, nettoyé), publié par défaut */
    post: operations['postAdminNews']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/news/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Une actualité, publiée ou non */
    get: operations['getAdminNewsId']
    /** Modification d’un article, ou publication / mise en brouillon seule ({ isPublished }) */
    put: operations['putAdminNewsId']
    post?: never
    /** Suppression d’un article */
    delete: operations['deleteAdminNewsId']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/homepage/settings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Paramètres généraux du site (titre, description, coordonnées) */
    put: operations['putAdminHomepageSettings']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/homepage/sections/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Enregistre une section : isActive et/ou contenu */
    put: operations['putAdminHomepageSectionsId']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/homepage/sections/{id}/toggle': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Active ou désactive une section (enregistré aussitôt) */
    patch: operations['patchAdminHomepageSectionsIdToggle']
    trace?: never
  }
  '/api/topbar/reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Rétablit les paramètres par défaut de la barre supérieure */
    post: operations['postTopbarReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/topbar/social/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Modifie un réseau social */
    put: operations['putTopbarSocialId']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/topbar/navigation/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Modifie un élément du menu */
    put: operations['putTopbarNavigationId']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/maintenance/update': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Enregistre l’état de maintenance (objet complet ou partiel) */
    put: operations['putAdminMaintenanceUpdate']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/maintenance/start': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Active la maintenance ; la progression repart de 0 */
    post: operations['postAdminMaintenanceStart']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/maintenance/stop': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Désactive la maintenance */
    post: operations['postAdminMaintenanceStop']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/maintenance/progress': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Progression de la maintenance (0 à 100) */
    put: operations['putAdminMaintenanceProgress']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/subscribers/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Abonnés confirmés de la newsletter au format CSV (séparateur « ; », UTF-8 avec BOM pour Excel) */
    get: operations['getAdminSubscribersExport']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/messages/{id}/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Statut d’un message du formulaire de devis : nouveau, lu ou répondu */
    put: operations['putAdminMessagesIdStatus']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/emails/{id}/resend': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Renvoie un email du journal : une copie, nouvelle ligne du journal (jamais un lien de réinitialisation ni un code de signature) */
    post: operations['postAdminEmailsIdResend']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/backup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Date et taille de la dernière sauvegarde, ou pourquoi le site ne peut pas en faire (MongoDB) */
    get: operations['getAdminBackup']
    put?: never
    /** Écrit une sauvegarde (base SQLite ou PostgreSQL et fichiers envoyés, comme npm run backup) et la télécharge */
    post: operations['postAdminBackup']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/backup/archives': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Les archives que « Restaurer » propose : sauvegardes et archives envoyées, la plus récente d’abord */
    get: operations['getAdminBackupArchives']
    put?: never
    /** Reçoit une archive .tar.gz (le corps de la requête, 2 Go au plus) à restaurer */
    post: operations['postAdminBackupArchives']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/backup/check': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Vérifie une archive (entrées, manifeste, intégrité et lignes de la base) sans rien changer */
    post: operations['postAdminBackupCheck']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/backup/restore': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Restaure une archive pendant que le site tourne : sauvegarde de l’état actuel, maintenance, restauration, remise en ligne */
    post: operations['postAdminBackupRestore']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/database/optimize': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Optimise la base de données (SQLite : VACUUM puis ANALYZE ; PostgreSQL : VACUUM ANALYZE) et dit sa taille avant et après */
    post: operations['postAdminDatabaseOptimize']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/site/reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Réinitialise le site (sections de l’accueil, barre supérieure, pied de page) après une sauvegarde */
    post: operations['postAdminSiteReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/dashboard': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Tableau de bord : nombre de départements, équipements, actualités, utilisateurs ; 5 derniers de chaque */
    get: operations['getAdminDashboard']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/upload': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Liste des fichiers (type : documents, images, departments, equipment, news) */
    get: operations['getUpload']
    put?: never
    /** Envoi de fichiers (images et documents), 5 Mo au plus chacun */
    post: operations['postUpload']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/upload/images': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Envoi d’images (jpeg, png, gif, webp, svg sans script), 5 Mo au plus chacune */
    post: operations['postUploadImages']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/upload/documents': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Envoi de documents (pdf, Word, Excel), 5 Mo au plus chacun */
    post: operations['postUploadDocuments']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/upload/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Un fichier (type=documents pour un document) */
    get: operations['getUploadId']
    put?: never
    post?: never
    /** Suppression d’un fichier (type=documents pour un document) */
    delete: operations['deleteUploadId']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/analytics': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Statistiques des 30 derniers jours (tendances contre les 30 précédents) */
    get: operations['getAdminAnalytics']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/analytics/realtime': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Temps réel : visiteurs actifs (5 min), pages vues de la dernière heure, pages actives */
    get: operations['getAdminAnalyticsRealtime']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/analytics/update': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Enregistre une page vue ({ type: "pageview" }) ou sa durée ({ type: "duration" }) */
    post: operations['postAdminAnalyticsUpdate']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/analytics/reset': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Efface toutes les pages vues enregistrées et leurs bilans quotidiens */
    post: operations['postAdminAnalyticsReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    Pagination: {
      page: number
      limit: number
      total: number
      pages: number
    }
    /** @description Un succès sans données : son message en français */
    Confirmation: {
      /** @constant */
      success: true
      message: string
    }
    Error: {
      /** @constant */
      success: false
      message: string
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  postAuthLogin: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data:
              | {
                  token: string
                  user: {
                    _id: string
                    email: string
                    firstName: string
                    lastName: string
                    phone: string
                    /** @enum {string} */
                    role: 'admin' | 'super-admin'
                    createdAt: string
                    updatedAt: string | null
                  }
                  exp?: number
                }
              | {
                  /** @constant */
                  twoFactorRequired: true
                  challenge: string
                  /** @description secondes */
                  expiresIn: number
                }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Email ou mot de passe incorrect */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthRegister: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          email: string
          password: string
          firstName?: string
          lastName?: string
          /** @enum {string} */
          role?: 'admin' | 'super-admin'
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              user: {
                _id: string
                email: string
                firstName: string
                lastName: string
                phone: string
                /** @enum {string} */
                role: 'admin' | 'super-admin'
                createdAt: string
                updatedAt: string | null
              }
              token?: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Inscription fermée : seul un super-administrateur peut créer de nouveaux comptes. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAuthMe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              email: string
              firstName: string
              lastName: string
              phone: string
              /** @enum {string} */
              role: 'admin' | 'super-admin'
              createdAt: string
              updatedAt: string | null
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthChangepassword: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string
          newPassword: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthLogout: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthForgotpassword: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          email: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthResetpassword: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          newPassword: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              token?: string
              user?: {
                _id: string
                email: string
                firstName: string
                lastName: string
                phone: string
                /** @enum {string} */
                role: 'admin' | 'super-admin'
                createdAt: string
                updatedAt: string | null
              }
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthLoginTwofactor: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          challenge: string
          code: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              token: string
              user: {
                _id: string
                email: string
                firstName: string
                lastName: string
                phone: string
                /** @enum {string} */
                role: 'admin' | 'super-admin'
                createdAt: string
                updatedAt: string | null
              }
              exp?: number
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Code de vérification incorrect. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthTwofactorSetup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              /** @description base32, pour une saisie à la main */
              secret: string
              /** @description otpauth:// */
              uri: string
              /** @description SVG du QR code de l’URI */
              qrCode: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description La double authentification est déjà active : désactivez-la d’abord avec un code pour changer d’application. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthTwofactorConfirm: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          code: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              recoveryCodes: string[]
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description La double authentification est déjà active : désactivez-la d’abord avec un code pour changer d’application. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthTwofactorDisable: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          code: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAuthTwofactorDisableId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Seul un super-administrateur peut la désactiver pour un autre compte. / Pour votre propre compte, la désactivation demande un code de votre application (ou un code de secours). */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Utilisateur introuvable. */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getDepartments: {
    parameters: {
      query?: {
        page?: number
        limit?: number
        search?: string
        locale?: 'fr' | 'en'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }[]
            pagination: components['schemas']['Pagination']
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getDepartmentsAll: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }[]
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getDepartmentsHomepage: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }[]
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getDepartmentsSlug: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path: {
        slug: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getEquipment: {
    parameters: {
      query?: {
        page?: number
        limit?: number
        category?: string
        status?: 'available' | 'rented' | 'maintenance' | 'sold'
        featured?: '0' | '1' | 'true' | 'false'
        offer?: 'rent' | 'sale'
        search?: string
        locale?: 'fr' | 'en'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }[]
            pagination: components['schemas']['Pagination']
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getEquipmentFeatured: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }[]
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getEquipmentSlugSlug: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path: {
        slug: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getEquipmentId: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getEquipmentSlugAvailability: {
    parameters: {
      query?: {
        from?: string
        to?: string
      }
      header?: never
      path: {
        slug: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              slug: string
              /** @description Le premier jour (AAAA-MM-JJ, heure de Niamey) */
              from: string
              /** @description Le dernier jour, inclus */
              to: string
              /** @description Les unités de la machine en service */
              total: number
              /** @description Pour chaque jour, les unités libres (jours de préparation et blocages comptés) */
              days: {
                date: string
                free: number
              }[]
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Machine introuvable, ou qui ne se loue pas */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminRentalsUtilisation: {
    parameters: {
      query?: {
        from?: string
        to?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Le fichier CSV */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
        }
      }
      /** @description Une période impossible */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getNews: {
    parameters: {
      query?: {
        page?: number
        limit?: number
        category?: string
        search?: string
        locale?: 'fr' | 'en'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              title: string
              excerpt: string
              content: string
              author: string
              /** @enum {string} */
              category: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
              images: {
                main: string | null
                thumbnail: string | null
                banner: string | null
                gallery: string[]
              }
              tags: string[]
              isPublished: boolean
              createdAt: string
              updatedAt: string
              _id: string
            }[]
            pagination: components['schemas']['Pagination']
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getNewsId: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              title: string
              excerpt: string
              content: string
              author: string
              /** @enum {string} */
              category: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
              images: {
                main: string | null
                thumbnail: string | null
                banner: string | null
                gallery: string[]
              }
              tags: string[]
              isPublished: boolean
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getHomepageSettings: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              sections: (
                | {
                    /** @constant */
                    id: 'hero'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      title?: string | null
                      subtitle?: string | null
                      description?: string | null
                      ctaText?: string | null
                      ctaLink?: string | null
                      quoteButtonText?: string | null
                      image?: string | null
                      stats?:
                        | {
                            id?: string | null
                            value?: string | null
                            label?: string | null
                            liveCount?: ('departments' | 'equipment') | null
                          }[]
                        | null
                      sloganBanner?: string | null
                      experienceBadge?: string | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'departments'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      badgeText?: string | null
                      showBadge?: boolean | null
                      title?: string | null
                      description?: string | null
                      subtitle?: string | null
                      showSubtitle?: boolean | null
                      showDescription?: boolean | null
                      ctaText?: string | null
                      ctaLink?: string | null
                      showCTA?: boolean | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'values'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      badgeText?: string | null
                      title?: string | null
                      description?: string | null
                      values?:
                        | {
                            id?: string | null
                            title?: string | null
                            description?: string | null
                            icon?:
                              | (
                                  | 'Shield'
                                  | 'Users'
                                  | 'TrendingUp'
                                  | 'Target'
                                  | 'Award'
                                  | 'Heart'
                                  | 'Star'
                                  | 'CheckCircle'
                                )
                              | null
                            color?:
                              | (
                                  | 'from-blue-500 to-blue-700'
                                  | 'from-green-500 to-green-700'
                                  | 'from-purple-500 to-purple-700'
                                  | 'from-orange-500 to-orange-700'
                                  | 'from-red-500 to-red-700'
                                  | 'from-indigo-500 to-indigo-700'
                                )
                              | null
                          }[]
                        | null
                      mission?: {
                        title?: string | null
                        description?: string | null
                      } | null
                      advantages?:
                        | {
                            id?: string | null
                            title?: string | null
                            description?: string | null
                            icon?:
                              | (
                                  | 'Shield'
                                  | 'Users'
                                  | 'TrendingUp'
                                  | 'Target'
                                  | 'Award'
                                  | 'Heart'
                                  | 'Star'
                                  | 'CheckCircle'
                                )
                              | null
                          }[]
                        | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'equipment'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      badgeText?: string | null
                      showBadge?: boolean | null
                      title?: string | null
                      description?: string | null
                      ctaText?: string | null
                      ctaLink?: string | null
                      showCTA?: boolean | null
                      maxDisplay?: number | null
                      showCategoriesSection?: boolean | null
                      showFeaturedSection?: boolean | null
                      showServicesSection?: boolean | null
                      featuredTitle?: string | null
                      featuredDescription?: string | null
                      categories?:
                        | {
                            id?: string | null
                            title?: string | null
                            description?: string | null
                            image?: string | null
                            badge?: string | null
                            link?: string | null
                            isActive?: boolean | null
                          }[]
                        | null
                      services?:
                        | {
                            id?: string | null
                            title?: string | null
                            description?: string | null
                            icon?:
                              | (
                                  | 'Calendar'
                                  | 'Settings'
                                  | 'Shield'
                                  | 'Truck'
                                  | 'Star'
                                  | 'Heart'
                                  | 'Award'
                                  | 'CheckCircle'
                                )
                              | null
                            isActive?: boolean | null
                          }[]
                        | null
                      featuredSource?: ('fleet' | 'list') | null
                      featuredEquipments?:
                        | {
                            id?: string | null
                            name?: string | null
                            description?: string | null
                            category?:
                              ('BTP' | 'Véhicules' | 'Engins' | 'Électronique' | 'Commerce') | null
                            price?: string | null
                            available?: boolean | null
                            image?: string | null
                            thumbnail?: string | null
                            gallery?: string[] | null
                            specifications?: string[] | null
                            isActive?: boolean | null
                          }[]
                        | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'quote-calculator'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      badgeText?: string | null
                      showBadge?: boolean | null
                      title?: string | null
                      description?: string | null
                      showCalculator?: boolean | null
                      calculatorTitle?: string | null
                      showEstimatedTime?: boolean | null
                      estimatedTime?: string | null
                      showContactInfo?: boolean | null
                      contactInfo?: string | null
                      equipments?:
                        | {
                            id?: string | null
                            name?: string | null
                            category?: ('btp' | 'transport' | 'levage') | null
                            description?: string | null
                            ownRates?: boolean | null
                            daily?: number | null
                            weekly?: number | null
                            monthly?: number | null
                            isActive?: boolean | null
                          }[]
                        | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'news'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      badgeText?: string | null
                      showBadge?: boolean | null
                      title?: string | null
                      description?: string | null
                      maxDisplay?: number | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'newsletter'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      badgeText?: string | null
                      showBadge?: boolean | null
                      title?: string | null
                      description?: string | null
                      placeholderText?: string | null
                      buttonText?: string | null
                      successMessage?: string | null
                      showPrivacyText?: boolean | null
                      privacyText?: string | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'partners'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      badgeText?: string | null
                      showBadge?: boolean | null
                      title?: string | null
                      description?: string | null
                      maxDisplay?: number | null
                      partners?:
                        | {
                            id?: string | null
                            name?: string | null
                            description?: string | null
                            logo?: string | null
                            website?: string | null
                            isActive?: boolean | null
                          }[]
                        | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'contact'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      badgeText?: string | null
                      showBadge?: boolean | null
                      title?: string | null
                      description?: string | null
                      callToAction?: string | null
                      phone?: string | null
                      email?: string | null
                      address?: string | null
                      hours?: string | null
                      showMap?: boolean | null
                      mapEmbedUrl?: string | null
                      showSocialLinks?: boolean | null
                      socialLinks?: {
                        facebook?: string | null
                        linkedin?: string | null
                        twitter?: string | null
                      } | null
                    }
                  }
                | {
                    /** @constant */
                    id: 'footer'
                    title: string
                    description: string
                    isActive: boolean
                    content: {
                      companyName?: string | null
                      companyLogo?: string | null
                      companyLogoImage?: string | null
                      companyDescription?: string | null
                      copyrightText?: string | null
                      quickLinks?:
                        | {
                            id?: string | null
                            name?: string | null
                            href?: string | null
                            isActive?: boolean | null
                          }[]
                        | null
                      services?:
                        | {
                            id?: string | null
                            name?: string | null
                            isActive?: boolean | null
                          }[]
                        | null
                      showContactInfo?: boolean | null
                      phone?: string | null
                      email?: string | null
                      address?: string | null
                      showSocialLinks?: boolean | null
                      socialLinks?: {
                        facebook?: string | null
                        linkedin?: string | null
                        twitter?: string | null
                      } | null
                      showLegalLinks?: boolean | null
                      legalLinks?: {
                        privacy?: string | null
                        terms?: string | null
                        cookies?: string | null
                      } | null
                    }
                  }
              )[]
              general: {
                siteTitle?: string | null
                siteDescription?: string | null
                contactPhone?: string | null
                contactEmail?: string | null
                contactAddress?: string | null
                openingHours?: string | null
                latitude?: number | null
                longitude?: number | null
                quoteRecipients?: string[] | null
                whatsappNumber?: string | null
                quoteVatRate?: number | null
                quoteValidityDays?: number | null
                quoteHoldsRentals?: boolean | null
                rentalConditions?: string[] | null
                quoteConditions?: string | null
                yardEarlyReturn?: ('keep' | 'refund') | null
                yardDeposits?:
                  | {
                      id?: string | null
                      category?: ('BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL') | null
                      amount?: number | null
                    }[]
                  | null
                yardChecklists?:
                  | {
                      id?: string | null
                      category?: ('BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL') | null
                      items?: string[] | null
                    }[]
                  | null
                contractInsurance?: string | null
                contractClauses?: string | null
                taxId?: string | null
                tradeRegister?: string | null
                bankName?: string | null
                bankAccount?: string | null
                stamp?: string | null
              }
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getTopbarSettings: {
    parameters: {
      query?: {
        locale?: 'fr' | 'en'
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              contact?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    _id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                    icon?: string | null
                    isActive?: boolean | null
                  }[]
                | null
              branding?: {
                companyName?: string | null
                slogan?: string | null
                logoType?: ('text' | 'image') | null
                logoLetter?: string | null
                logoImage?: string | null
                logoColors?: {
                  primary?: string | null
                  secondary?: string | null
                } | null
                logoBackground?: ('gradient' | 'solid' | 'transparent') | null
                logoBackgroundColor?: string | null
                logoBackgroundGradient?: {
                  from?: string | null
                  to?: string | null
                } | null
              } | null
              navigation?: {
                items?:
                  | {
                      _id?: string | null
                      name?: string | null
                      href?: string | null
                      order?: number | null
                      isActive?: boolean | null
                    }[]
                  | null
              } | null
              display?: {
                showPhone?: boolean | null
                showEmail?: boolean | null
                showAddress?: boolean | null
                showSocialMedia?: boolean | null
                showSocialLabel?: boolean | null
              } | null
              cta?: {
                text?: string | null
                action?: string | null
                isActive?: boolean | null
              } | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putTopbarSettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              contact?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    _id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                    icon?: string | null
                    isActive?: boolean | null
                  }[]
                | null
              branding?: {
                companyName?: string | null
                slogan?: string | null
                logoType?: ('text' | 'image') | null
                logoLetter?: string | null
                logoImage?: string | null
                logoColors?: {
                  primary?: string | null
                  secondary?: string | null
                } | null
                logoBackground?: ('gradient' | 'solid' | 'transparent') | null
                logoBackgroundColor?: string | null
                logoBackgroundGradient?: {
                  from?: string | null
                  to?: string | null
                } | null
              } | null
              navigation?: {
                items?:
                  | {
                      _id?: string | null
                      name?: string | null
                      href?: string | null
                      order?: number | null
                      isActive?: boolean | null
                    }[]
                  | null
              } | null
              display?: {
                showPhone?: boolean | null
                showEmail?: boolean | null
                showAddress?: boolean | null
                showSocialMedia?: boolean | null
                showSocialLabel?: boolean | null
              } | null
              cta?: {
                text?: string | null
                action?: string | null
                isActive?: boolean | null
              } | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getCompanyInfo: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              contact: {
                phone: string
                email: string
                address: {
                  location: string
                }
              }
              social: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getMaintenanceStatus: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              isActive?: boolean | null
              title?: string | null
              description?: string | null
              estimatedTime?: string | null
              progress?: number | null
              startTime?: string | null
              startTime_tz?: string | null
              allowContact?: boolean | null
              allowNewsletter?: boolean | null
              contactInfo?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                  }[]
                | null
              features?: string[] | null
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getHealth: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              /** @enum {string} */
              status: 'ok' | 'degraded'
              uptime: number
              /** @enum {string} */
              database: 'ok' | 'unreachable'
              /** Format: date-time */
              timestamp: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postQuoterequests: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name: string
          email: string
          phone: string
          company?: string
          subject?: string
          service?: ('btp' | 'hydraulique' | 'location' | 'vente' | 'commerce' | 'autre') | ''
          budget?: ('moins-1m' | '1m-5m' | '5m-20m' | 'plus-20m') | ''
          equipment?: string
          message: string
          /** @description L’engin choisi sur sa page ou le calculateur : sa quantité par jour, semaine, mois ou à l’unité, et le premier jour voulu ; avec le dernier jour aussi (inclus), la quantité compte les engins et la location est chiffrée pour sa période ; le serveur le chiffre et en fait la première ligne du devis */
          choice?: {
            machine: number | string
            /** @enum {string} */
            unit: 'jour' | 'semaine' | 'mois' | 'unite'
            quantity: number
            /** Format: date */
            startDate?: string
            /** Format: date */
            endDate?: string
          }
          newsletter?: boolean
          /**
           * @description La langue du site (fr par défaut) : celle des emails au visiteur
           * @enum {string}
           */
          locale?: 'fr' | 'en'
          website?: string
        }
        'application/x-www-form-urlencoded': {
          name: string
          email: string
          phone: string
          company?: string
          subject?: string
          service?: ('btp' | 'hydraulique' | 'location' | 'vente' | 'commerce' | 'autre') | ''
          budget?: ('moins-1m' | '1m-5m' | '5m-20m' | 'plus-20m') | ''
          equipment?: string
          message: string
          /** @description L’engin choisi sur sa page ou le calculateur : sa quantité par jour, semaine, mois ou à l’unité, et le premier jour voulu ; avec le dernier jour aussi (inclus), la quantité compte les engins et la location est chiffrée pour sa période ; le serveur le chiffre et en fait la première ligne du devis */
          choice?: {
            machine: number | string
            /** @enum {string} */
            unit: 'jour' | 'semaine' | 'mois' | 'unite'
            quantity: number
            /** Format: date */
            startDate?: string
            /** Format: date */
            endDate?: string
          }
          newsletter?: boolean
          /**
           * @description La langue du site (fr par défaut) : celle des emails au visiteur
           * @enum {string}
           */
          locale?: 'fr' | 'en'
          website?: string
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              /** @description DEV-000123 */
              reference: string
            }
          }
        }
      }
      /** @description Le même formulaire posté en HTML (application/x-www-form-urlencoded, les cases cochées valant true) avant que le script de la page ne tourne : vers la page qui en accuse réception (Location), dans la langue du formulaire ; un refus est une page HTML au même statut */
      303: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Cette clé d’envoi a déjà servi pour une autre demande. */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postNewsletterSubscribe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          email: string
          /** @enum {string} */
          source?: 'newsletter' | 'contact' | 'maintenance'
          /**
           * @description La langue du site (fr par défaut) : celle de l’email de confirmation
           * @enum {string}
           */
          locale?: 'fr' | 'en'
          website?: string
        }
        'application/x-www-form-urlencoded': {
          email: string
          /** @enum {string} */
          source?: 'newsletter' | 'contact' | 'maintenance'
          /**
           * @description La langue du site (fr par défaut) : celle de l’email de confirmation
           * @enum {string}
           */
          locale?: 'fr' | 'en'
          website?: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Le même formulaire posté en HTML (application/x-www-form-urlencoded, les cases cochées valant true) avant que le script de la page ne tourne : vers la page qui en accuse réception (Location), dans la langue du formulaire ; un refus est une page HTML au même statut */
      303: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getNewsletterUnsubscribe: {
    parameters: {
      query?: {
        jeton?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              page: string
            }
          }
        }
      }
      /** @description Un navigateur : vers la page de désinscription (Location) */
      303: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postNewsletterUnsubscribe: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAnalyticsBeacon: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Enregistrée */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Page vue introuvable pour cette session */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postQuotesReferenceAccept: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          name: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              changed: boolean
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Référence inconnue, ou jeton faux ou d’une autre demande */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Aucun devis envoyé, devis expiré, ou déjà accepté ou refusé autrement */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postQuotesReferenceRefuse: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          reason?: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              changed: boolean
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Référence inconnue, ou jeton faux ou d’une autre demande */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Aucun devis envoyé, devis expiré, ou déjà accepté ou refusé autrement */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postContractsReferenceCode: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          contract: number
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              email: string
              phone: string | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Référence inconnue, jeton faux, ou contrat d’une autre demande */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Une version plus récente existe, ou le PDF accepté n’est plus celui-là */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Un code vient d’être envoyé : une minute entre deux codes */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postContractsReferenceAccept: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          contract: number
          /** @constant */
          consent: true
          name: string
          code: string
          sha256: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              changed: boolean
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Code absent, expiré, épuisé ou incorrect */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Référence inconnue, jeton faux, ou contrat d’une autre demande */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Une version plus récente existe, ou le PDF accepté n’est plus celui-là */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postContractsReferenceExtend: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          reservation: number
          endDate: string
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              freeUntil: string | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Référence inconnue, jeton faux, ou contrat d’une autre demande */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Une version plus récente existe, ou le PDF accepté n’est plus celui-là */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postContractsReferenceExtension: {
    parameters: {
      query?: never
      header?: never
      path: {
        reference: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          token: string
          extension: number
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Référence inconnue, jeton faux, ou contrat d’une autre demande */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Une version plus récente existe, ou le PDF accepté n’est plus celui-là */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Trop de requêtes. Veuillez réessayer dans quelques minutes. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminDepartments: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }[]
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminDepartments: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Nom */
          name: string
          /** @description Slug (URL) */
          slug?: string | null
          /** @description Description */
          description?: string | null
          /** @description Icône */
          icon?:
            | (
                | 'HardHat'
                | 'Droplets'
                | 'Truck'
                | 'Car'
                | 'Cpu'
                | 'ShoppingBag'
                | 'Building2'
                | 'Wrench'
              )
            | null
          /** @description Couleur */
          color?: string
          /** @description Services */
          features?: (string[] | string) | null
          /** @description Images */
          images?: {
            /** @description Image principale */
            main?: (string | number) | null
            /** @description Bannière */
            banner?: (string | number) | null
            /** @description Miniature */
            thumbnail?: (string | number) | null
          }
          /** @description Actif */
          isActive?: boolean
          /** @description Affichage sur la page d'accueil */
          homepageSettings?: {
            /** @description Visible */
            showOnHomepage?: boolean | null
            /** @description Vedette */
            isFeatured?: boolean | null
            /** @description Ordre */
            homepageOrder?: number | null
            /** @description Titre */
            homepageTitle?: string | null
            /** @description Description */
            homepageDescription?: string | null
          }
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminDepartmentsId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminDepartmentsId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Nom */
          name?: string
          /** @description Slug (URL) */
          slug?: string | null
          /** @description Description */
          description?: string | null
          /** @description Icône */
          icon?:
            | (
                | 'HardHat'
                | 'Droplets'
                | 'Truck'
                | 'Car'
                | 'Cpu'
                | 'ShoppingBag'
                | 'Building2'
                | 'Wrench'
              )
            | null
          /** @description Couleur */
          color?: string
          /** @description Services */
          features?: (string[] | string) | null
          /** @description Images */
          images?: {
            /** @description Image principale */
            main?: (string | number) | null
            /** @description Bannière */
            banner?: (string | number) | null
            /** @description Miniature */
            thumbnail?: (string | number) | null
          }
          /** @description Actif */
          isActive?: boolean
          /** @description Affichage sur la page d'accueil */
          homepageSettings?: {
            /** @description Visible */
            showOnHomepage?: boolean | null
            /** @description Vedette */
            isFeatured?: boolean | null
            /** @description Ordre */
            homepageOrder?: number | null
            /** @description Titre */
            homepageTitle?: string | null
            /** @description Description */
            homepageDescription?: string | null
          }
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteAdminDepartmentsId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  patchAdminDepartmentsIdToggle: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminDepartmentsIdHomepagesettings: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Affichage sur la page d'accueil */
          homepageSettings: {
            /** @description Visible */
            showOnHomepage?: boolean | null
            /** @description Vedette */
            isFeatured?: boolean | null
            /** @description Ordre */
            homepageOrder?: number | null
            /** @description Titre */
            homepageTitle?: string | null
            /** @description Description */
            homepageDescription?: string | null
          }
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name: string
              slug: string
              description: string
              icon:
                | (
                    | 'HardHat'
                    | 'Droplets'
                    | 'Truck'
                    | 'Car'
                    | 'Cpu'
                    | 'ShoppingBag'
                    | 'Building2'
                    | 'Wrench'
                  )
                | null
              color: string
              features: string[]
              images: {
                main: string | null
                banner: string | null
                thumbnail: string | null
              }
              isActive: boolean
              homepageSettings: {
                showOnHomepage: boolean | null
                homepageOrder: number | null
                homepageTitle: string | null
                homepageDescription: string | null
                isFeatured: boolean | null
              }
              createdAt: string
              updatedAt: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminEquipment: {
    parameters: {
      query?: {
        page?: number
        limit?: number
        category?: string
        status?: 'available' | 'rented' | 'maintenance' | 'sold'
        featured?: '0' | '1' | 'true' | 'false'
        offer?: 'rent' | 'sale'
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }[]
            pagination: components['schemas']['Pagination']
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminEquipment: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Nom */
          name: string
          /** @description Slug (URL) */
          slug?: string | null
          /** @description Description */
          description?: string | null
          /**
           * @description Catégorie
           * @enum {string}
           */
          category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
          /**
           * @description Statut
           * @enum {string}
           */
          status?: 'available' | 'rented' | 'maintenance' | 'sold'
          /** @description À louer */
          forRent?: boolean
          /** @description À vendre */
          forSale?: boolean
          /** @description Prix par jour (FCFA) */
          price?: number | null
          /** @description Prix par demi-journée (FCFA) */
          halfDayPrice?: number | null
          /** @description Prix par semaine (FCFA) */
          weeklyPrice?: number | null
          /** @description Prix par mois (FCFA) */
          monthlyPrice?: number | null
          /** @description Prix de vente (FCFA) */
          salePrice?: number | null
          /**
           * @description Devise
           * @enum {string}
           */
          currency?: 'XOF'
          /** @description Unités disponibles */
          available?: number
          /** @description Jours de préparation avant */
          bufferBefore?: number
          /** @description Jours de préparation après */
          bufferAfter?: number
          /** @description Révision toutes les (heures) */
          serviceIntervalHours?: number | null
          /** @description Caution par unité (FCFA) */
          deposit?: number | null
          /** @description Localisation */
          location?: string
          /** @description Images */
          images?: {
            /** @description Image principale */
            main?: (string | number) | null
            /** @description Miniature */
            thumbnail?: (string | number) | null
            /** @description Galerie */
            gallery?: ((string | number) | null)[] | null
          }
          /** @description Spécifications techniques */
          specifications?: {
            /** @description Marque */
            brand?: string | null
            /** @description Modèle */
            model?: string | null
            /** @description Année */
            year?: number | null
            /** @description Heures de service */
            hours?: string | null
            /** @description Puissance */
            power?: string | null
            /** @description Capacité */
            capacity?: string | null
            /** @description Carburant */
            fuel?: string | null
            /** @description Transmission */
            transmission?: string | null
            /** @description Poids */
            weight?: string | null
          }
          /** @description Caractéristiques (mots-clés) */
          tags?: (string[] | string) | null
          /** @description En vedette */
          isFeatured?: boolean
          /** @description Actif */
          isActive?: boolean
          /** @description Ordre d'affichage */
          order?: number
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminEquipmentId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminEquipmentId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Nom */
          name?: string
          /** @description Slug (URL) */
          slug?: string | null
          /** @description Description */
          description?: string | null
          /**
           * @description Catégorie
           * @enum {string}
           */
          category?: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
          /**
           * @description Statut
           * @enum {string}
           */
          status?: 'available' | 'rented' | 'maintenance' | 'sold'
          /** @description À louer */
          forRent?: boolean
          /** @description À vendre */
          forSale?: boolean
          /** @description Prix par jour (FCFA) */
          price?: number | null
          /** @description Prix par demi-journée (FCFA) */
          halfDayPrice?: number | null
          /** @description Prix par semaine (FCFA) */
          weeklyPrice?: number | null
          /** @description Prix par mois (FCFA) */
          monthlyPrice?: number | null
          /** @description Prix de vente (FCFA) */
          salePrice?: number | null
          /**
           * @description Devise
           * @enum {string}
           */
          currency?: 'XOF'
          /** @description Unités disponibles */
          available?: number
          /** @description Jours de préparation avant */
          bufferBefore?: number
          /** @description Jours de préparation après */
          bufferAfter?: number
          /** @description Révision toutes les (heures) */
          serviceIntervalHours?: number | null
          /** @description Caution par unité (FCFA) */
          deposit?: number | null
          /** @description Localisation */
          location?: string
          /** @description Images */
          images?: {
            /** @description Image principale */
            main?: (string | number) | null
            /** @description Miniature */
            thumbnail?: (string | number) | null
            /** @description Galerie */
            gallery?: ((string | number) | null)[] | null
          }
          /** @description Spécifications techniques */
          specifications?: {
            /** @description Marque */
            brand?: string | null
            /** @description Modèle */
            model?: string | null
            /** @description Année */
            year?: number | null
            /** @description Heures de service */
            hours?: string | null
            /** @description Puissance */
            power?: string | null
            /** @description Capacité */
            capacity?: string | null
            /** @description Carburant */
            fuel?: string | null
            /** @description Transmission */
            transmission?: string | null
            /** @description Poids */
            weight?: string | null
          }
          /** @description Caractéristiques (mots-clés) */
          tags?: (string[] | string) | null
          /** @description En vedette */
          isFeatured?: boolean
          /** @description Actif */
          isActive?: boolean
          /** @description Ordre d'affichage */
          order?: number
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteAdminEquipmentId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  patchAdminEquipmentIdToggle: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  patchAdminEquipmentIdFeature: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              slug: string
              description: string
              /** @enum {string} */
              category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
              forRent: boolean
              forSale: boolean
              price: number | null
              weeklyPrice: number | null
              monthlyPrice: number | null
              salePrice: number | null
              currency: string
              /** @enum {string} */
              status: 'available' | 'rented' | 'maintenance' | 'sold'
              available: number
              isFeatured: boolean
              isActive: boolean
              order: number
              images: {
                main: string | null
                gallery: string[]
                thumbnail: string | null
              }
              specifications: {
                [key: string]: string | number
              }
              tags: string[]
              location: string
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminNews: {
    parameters: {
      query?: {
        page?: number
        limit?: number
        category?: string
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              title: string
              excerpt: string
              content: string
              author: string
              /** @enum {string} */
              category: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
              images: {
                main: string | null
                thumbnail: string | null
                banner: string | null
                gallery: string[]
              }
              tags: string[]
              isPublished: boolean
              createdAt: string
              updatedAt: string
              _id: string
            }[]
            pagination: components['schemas']['Pagination']
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminNews: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Titre */
          title?: string
          /** @description Résumé */
          excerpt?: string | null
          /** @description Contenu */
          content?: string
          /**
           * @description Catégorie
           * @enum {string}
           */
          category?: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
          /** @description Auteur */
          author?: string
          /** @description Images */
          images?: {
            /** @description Image principale */
            main?: (string | number) | null
            /** @description Miniature */
            thumbnail?: (string | number) | null
            /** @description Bannière */
            banner?: (string | number) | null
            /** @description Galerie */
            gallery?: ((string | number) | null)[] | null
          }
          /** @description Mots-clés */
          tags?: (string[] | string) | null
          /** @description Publié */
          isPublished?: boolean | null
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              title: string
              excerpt: string
              content: string
              author: string
              /** @enum {string} */
              category: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
              images: {
                main: string | null
                thumbnail: string | null
                banner: string | null
                gallery: string[]
              }
              tags: string[]
              isPublished: boolean
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminNewsId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              title: string
              excerpt: string
              content: string
              author: string
              /** @enum {string} */
              category: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
              images: {
                main: string | null
                thumbnail: string | null
                banner: string | null
                gallery: string[]
              }
              tags: string[]
              isPublished: boolean
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminNewsId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @description Titre */
          title?: string
          /** @description Résumé */
          excerpt?: string | null
          /** @description Contenu */
          content?: string
          /**
           * @description Catégorie
           * @enum {string}
           */
          category?: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
          /** @description Auteur */
          author?: string
          /** @description Images */
          images?: {
            /** @description Image principale */
            main?: (string | number) | null
            /** @description Miniature */
            thumbnail?: (string | number) | null
            /** @description Bannière */
            banner?: (string | number) | null
            /** @description Galerie */
            gallery?: ((string | number) | null)[] | null
          }
          /** @description Mots-clés */
          tags?: (string[] | string) | null
          /** @description Publié */
          isPublished?: boolean | null
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              title: string
              excerpt: string
              content: string
              author: string
              /** @enum {string} */
              category: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
              images: {
                main: string | null
                thumbnail: string | null
                banner: string | null
                gallery: string[]
              }
              tags: string[]
              isPublished: boolean
              createdAt: string
              updatedAt: string
              _id: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteAdminNewsId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminHomepageSettings: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          general: {
            [key: string]: unknown
          }
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              siteTitle?: string | null
              siteDescription?: string | null
              contactPhone?: string | null
              contactEmail?: string | null
              contactAddress?: string | null
              openingHours?: string | null
              latitude?: number | null
              longitude?: number | null
              quoteRecipients?: string[] | null
              whatsappNumber?: string | null
              quoteVatRate?: number | null
              quoteValidityDays?: number | null
              quoteHoldsRentals?: boolean | null
              rentalConditions?: string[] | null
              quoteConditions?: string | null
              yardEarlyReturn?: ('keep' | 'refund') | null
              yardDeposits?:
                | {
                    id?: string | null
                    category?: ('BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL') | null
                    amount?: number | null
                  }[]
                | null
              yardChecklists?:
                | {
                    id?: string | null
                    category?: ('BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL') | null
                    items?: string[] | null
                  }[]
                | null
              contractInsurance?: string | null
              contractClauses?: string | null
              taxId?: string | null
              tradeRegister?: string | null
              bankName?: string | null
              bankAccount?: string | null
              stamp?: string | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminHomepageSectionsId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          id?: string
          isActive?: boolean
          content?: {
            [key: string]: unknown
          }
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data:
              | {
                  /** @constant */
                  id: 'hero'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    title?: string | null
                    subtitle?: string | null
                    description?: string | null
                    ctaText?: string | null
                    ctaLink?: string | null
                    quoteButtonText?: string | null
                    image?: string | null
                    stats?:
                      | {
                          id?: string | null
                          value?: string | null
                          label?: string | null
                          liveCount?: ('departments' | 'equipment') | null
                        }[]
                      | null
                    sloganBanner?: string | null
                    experienceBadge?: string | null
                  }
                }
              | {
                  /** @constant */
                  id: 'departments'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    subtitle?: string | null
                    showSubtitle?: boolean | null
                    showDescription?: boolean | null
                    ctaText?: string | null
                    ctaLink?: string | null
                    showCTA?: boolean | null
                  }
                }
              | {
                  /** @constant */
                  id: 'values'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    title?: string | null
                    description?: string | null
                    values?:
                      | {
                          id?: string | null
                          title?: string | null
                          description?: string | null
                          icon?:
                            | (
                                | 'Shield'
                                | 'Users'
                                | 'TrendingUp'
                                | 'Target'
                                | 'Award'
                                | 'Heart'
                                | 'Star'
                                | 'CheckCircle'
                              )
                            | null
                          color?:
                            | (
                                | 'from-blue-500 to-blue-700'
                                | 'from-green-500 to-green-700'
                                | 'from-purple-500 to-purple-700'
                                | 'from-orange-500 to-orange-700'
                                | 'from-red-500 to-red-700'
                                | 'from-indigo-500 to-indigo-700'
                              )
                            | null
                        }[]
                      | null
                    mission?: {
                      title?: string | null
                      description?: string | null
                    } | null
                    advantages?:
                      | {
                          id?: string | null
                          title?: string | null
                          description?: string | null
                          icon?:
                            | (
                                | 'Shield'
                                | 'Users'
                                | 'TrendingUp'
                                | 'Target'
                                | 'Award'
                                | 'Heart'
                                | 'Star'
                                | 'CheckCircle'
                              )
                            | null
                        }[]
                      | null
                  }
                }
              | {
                  /** @constant */
                  id: 'equipment'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    ctaText?: string | null
                    ctaLink?: string | null
                    showCTA?: boolean | null
                    maxDisplay?: number | null
                    showCategoriesSection?: boolean | null
                    showFeaturedSection?: boolean | null
                    showServicesSection?: boolean | null
                    featuredTitle?: string | null
                    featuredDescription?: string | null
                    categories?:
                      | {
                          id?: string | null
                          title?: string | null
                          description?: string | null
                          image?: string | null
                          badge?: string | null
                          link?: string | null
                          isActive?: boolean | null
                        }[]
                      | null
                    services?:
                      | {
                          id?: string | null
                          title?: string | null
                          description?: string | null
                          icon?:
                            | (
                                | 'Calendar'
                                | 'Settings'
                                | 'Shield'
                                | 'Truck'
                                | 'Star'
                                | 'Heart'
                                | 'Award'
                                | 'CheckCircle'
                              )
                            | null
                          isActive?: boolean | null
                        }[]
                      | null
                    featuredSource?: ('fleet' | 'list') | null
                    featuredEquipments?:
                      | {
                          id?: string | null
                          name?: string | null
                          description?: string | null
                          category?:
                            ('BTP' | 'Véhicules' | 'Engins' | 'Électronique' | 'Commerce') | null
                          price?: string | null
                          available?: boolean | null
                          image?: string | null
                          thumbnail?: string | null
                          gallery?: string[] | null
                          specifications?: string[] | null
                          isActive?: boolean | null
                        }[]
                      | null
                  }
                }
              | {
                  /** @constant */
                  id: 'quote-calculator'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    showCalculator?: boolean | null
                    calculatorTitle?: string | null
                    showEstimatedTime?: boolean | null
                    estimatedTime?: string | null
                    showContactInfo?: boolean | null
                    contactInfo?: string | null
                    equipments?:
                      | {
                          id?: string | null
                          name?: string | null
                          category?: ('btp' | 'transport' | 'levage') | null
                          description?: string | null
                          ownRates?: boolean | null
                          daily?: number | null
                          weekly?: number | null
                          monthly?: number | null
                          isActive?: boolean | null
                        }[]
                      | null
                  }
                }
              | {
                  /** @constant */
                  id: 'news'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    maxDisplay?: number | null
                  }
                }
              | {
                  /** @constant */
                  id: 'newsletter'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    placeholderText?: string | null
                    buttonText?: string | null
                    successMessage?: string | null
                    showPrivacyText?: boolean | null
                    privacyText?: string | null
                  }
                }
              | {
                  /** @constant */
                  id: 'partners'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    maxDisplay?: number | null
                    partners?:
                      | {
                          id?: string | null
                          name?: string | null
                          description?: string | null
                          logo?: string | null
                          website?: string | null
                          isActive?: boolean | null
                        }[]
                      | null
                  }
                }
              | {
                  /** @constant */
                  id: 'contact'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    callToAction?: string | null
                    phone?: string | null
                    email?: string | null
                    address?: string | null
                    hours?: string | null
                    showMap?: boolean | null
                    mapEmbedUrl?: string | null
                    showSocialLinks?: boolean | null
                    socialLinks?: {
                      facebook?: string | null
                      linkedin?: string | null
                      twitter?: string | null
                    } | null
                  }
                }
              | {
                  /** @constant */
                  id: 'footer'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    companyName?: string | null
                    companyLogo?: string | null
                    companyLogoImage?: string | null
                    companyDescription?: string | null
                    copyrightText?: string | null
                    quickLinks?:
                      | {
                          id?: string | null
                          name?: string | null
                          href?: string | null
                          isActive?: boolean | null
                        }[]
                      | null
                    services?:
                      | {
                          id?: string | null
                          name?: string | null
                          isActive?: boolean | null
                        }[]
                      | null
                    showContactInfo?: boolean | null
                    phone?: string | null
                    email?: string | null
                    address?: string | null
                    showSocialLinks?: boolean | null
                    socialLinks?: {
                      facebook?: string | null
                      linkedin?: string | null
                      twitter?: string | null
                    } | null
                    showLegalLinks?: boolean | null
                    legalLinks?: {
                      privacy?: string | null
                      terms?: string | null
                      cookies?: string | null
                    } | null
                  }
                }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  patchAdminHomepageSectionsIdToggle: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data:
              | {
                  /** @constant */
                  id: 'hero'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    title?: string | null
                    subtitle?: string | null
                    description?: string | null
                    ctaText?: string | null
                    ctaLink?: string | null
                    quoteButtonText?: string | null
                    image?: string | null
                    stats?:
                      | {
                          id?: string | null
                          value?: string | null
                          label?: string | null
                          liveCount?: ('departments' | 'equipment') | null
                        }[]
                      | null
                    sloganBanner?: string | null
                    experienceBadge?: string | null
                  }
                }
              | {
                  /** @constant */
                  id: 'departments'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    subtitle?: string | null
                    showSubtitle?: boolean | null
                    showDescription?: boolean | null
                    ctaText?: string | null
                    ctaLink?: string | null
                    showCTA?: boolean | null
                  }
                }
              | {
                  /** @constant */
                  id: 'values'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    title?: string | null
                    description?: string | null
                    values?:
                      | {
                          id?: string | null
                          title?: string | null
                          description?: string | null
                          icon?:
                            | (
                                | 'Shield'
                                | 'Users'
                                | 'TrendingUp'
                                | 'Target'
                                | 'Award'
                                | 'Heart'
                                | 'Star'
                                | 'CheckCircle'
                              )
                            | null
                          color?:
                            | (
                                | 'from-blue-500 to-blue-700'
                                | 'from-green-500 to-green-700'
                                | 'from-purple-500 to-purple-700'
                                | 'from-orange-500 to-orange-700'
                                | 'from-red-500 to-red-700'
                                | 'from-indigo-500 to-indigo-700'
                              )
                            | null
                        }[]
                      | null
                    mission?: {
                      title?: string | null
                      description?: string | null
                    } | null
                    advantages?:
                      | {
                          id?: string | null
                          title?: string | null
                          description?: string | null
                          icon?:
                            | (
                                | 'Shield'
                                | 'Users'
                                | 'TrendingUp'
                                | 'Target'
                                | 'Award'
                                | 'Heart'
                                | 'Star'
                                | 'CheckCircle'
                              )
                            | null
                        }[]
                      | null
                  }
                }
              | {
                  /** @constant */
                  id: 'equipment'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    ctaText?: string | null
                    ctaLink?: string | null
                    showCTA?: boolean | null
                    maxDisplay?: number | null
                    showCategoriesSection?: boolean | null
                    showFeaturedSection?: boolean | null
                    showServicesSection?: boolean | null
                    featuredTitle?: string | null
                    featuredDescription?: string | null
                    categories?:
                      | {
                          id?: string | null
                          title?: string | null
                          description?: string | null
                          image?: string | null
                          badge?: string | null
                          link?: string | null
                          isActive?: boolean | null
                        }[]
                      | null
                    services?:
                      | {
                          id?: string | null
                          title?: string | null
                          description?: string | null
                          icon?:
                            | (
                                | 'Calendar'
                                | 'Settings'
                                | 'Shield'
                                | 'Truck'
                                | 'Star'
                                | 'Heart'
                                | 'Award'
                                | 'CheckCircle'
                              )
                            | null
                          isActive?: boolean | null
                        }[]
                      | null
                    featuredSource?: ('fleet' | 'list') | null
                    featuredEquipments?:
                      | {
                          id?: string | null
                          name?: string | null
                          description?: string | null
                          category?:
                            ('BTP' | 'Véhicules' | 'Engins' | 'Électronique' | 'Commerce') | null
                          price?: string | null
                          available?: boolean | null
                          image?: string | null
                          thumbnail?: string | null
                          gallery?: string[] | null
                          specifications?: string[] | null
                          isActive?: boolean | null
                        }[]
                      | null
                  }
                }
              | {
                  /** @constant */
                  id: 'quote-calculator'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    showCalculator?: boolean | null
                    calculatorTitle?: string | null
                    showEstimatedTime?: boolean | null
                    estimatedTime?: string | null
                    showContactInfo?: boolean | null
                    contactInfo?: string | null
                    equipments?:
                      | {
                          id?: string | null
                          name?: string | null
                          category?: ('btp' | 'transport' | 'levage') | null
                          description?: string | null
                          ownRates?: boolean | null
                          daily?: number | null
                          weekly?: number | null
                          monthly?: number | null
                          isActive?: boolean | null
                        }[]
                      | null
                  }
                }
              | {
                  /** @constant */
                  id: 'news'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    maxDisplay?: number | null
                  }
                }
              | {
                  /** @constant */
                  id: 'newsletter'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    placeholderText?: string | null
                    buttonText?: string | null
                    successMessage?: string | null
                    showPrivacyText?: boolean | null
                    privacyText?: string | null
                  }
                }
              | {
                  /** @constant */
                  id: 'partners'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    maxDisplay?: number | null
                    partners?:
                      | {
                          id?: string | null
                          name?: string | null
                          description?: string | null
                          logo?: string | null
                          website?: string | null
                          isActive?: boolean | null
                        }[]
                      | null
                  }
                }
              | {
                  /** @constant */
                  id: 'contact'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    badgeText?: string | null
                    showBadge?: boolean | null
                    title?: string | null
                    description?: string | null
                    callToAction?: string | null
                    phone?: string | null
                    email?: string | null
                    address?: string | null
                    hours?: string | null
                    showMap?: boolean | null
                    mapEmbedUrl?: string | null
                    showSocialLinks?: boolean | null
                    socialLinks?: {
                      facebook?: string | null
                      linkedin?: string | null
                      twitter?: string | null
                    } | null
                  }
                }
              | {
                  /** @constant */
                  id: 'footer'
                  title: string
                  description: string
                  isActive: boolean
                  content: {
                    companyName?: string | null
                    companyLogo?: string | null
                    companyLogoImage?: string | null
                    companyDescription?: string | null
                    copyrightText?: string | null
                    quickLinks?:
                      | {
                          id?: string | null
                          name?: string | null
                          href?: string | null
                          isActive?: boolean | null
                        }[]
                      | null
                    services?:
                      | {
                          id?: string | null
                          name?: string | null
                          isActive?: boolean | null
                        }[]
                      | null
                    showContactInfo?: boolean | null
                    phone?: string | null
                    email?: string | null
                    address?: string | null
                    showSocialLinks?: boolean | null
                    socialLinks?: {
                      facebook?: string | null
                      linkedin?: string | null
                      twitter?: string | null
                    } | null
                    showLegalLinks?: boolean | null
                    legalLinks?: {
                      privacy?: string | null
                      terms?: string | null
                      cookies?: string | null
                    } | null
                  }
                }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postTopbarReset: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              contact?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    _id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                    icon?: string | null
                    isActive?: boolean | null
                  }[]
                | null
              branding?: {
                companyName?: string | null
                slogan?: string | null
                logoType?: ('text' | 'image') | null
                logoLetter?: string | null
                logoImage?: string | null
                logoColors?: {
                  primary?: string | null
                  secondary?: string | null
                } | null
                logoBackground?: ('gradient' | 'solid' | 'transparent') | null
                logoBackgroundColor?: string | null
                logoBackgroundGradient?: {
                  from?: string | null
                  to?: string | null
                } | null
              } | null
              navigation?: {
                items?:
                  | {
                      _id?: string | null
                      name?: string | null
                      href?: string | null
                      order?: number | null
                      isActive?: boolean | null
                    }[]
                  | null
              } | null
              display?: {
                showPhone?: boolean | null
                showEmail?: boolean | null
                showAddress?: boolean | null
                showSocialMedia?: boolean | null
                showSocialLabel?: boolean | null
              } | null
              cta?: {
                text?: string | null
                action?: string | null
                isActive?: boolean | null
              } | null
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putTopbarSocialId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          platform?: 'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube'
          url?: string
          isActive?: boolean
          icon?: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              contact?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    _id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                    icon?: string | null
                    isActive?: boolean | null
                  }[]
                | null
              branding?: {
                companyName?: string | null
                slogan?: string | null
                logoType?: ('text' | 'image') | null
                logoLetter?: string | null
                logoImage?: string | null
                logoColors?: {
                  primary?: string | null
                  secondary?: string | null
                } | null
                logoBackground?: ('gradient' | 'solid' | 'transparent') | null
                logoBackgroundColor?: string | null
                logoBackgroundGradient?: {
                  from?: string | null
                  to?: string | null
                } | null
              } | null
              navigation?: {
                items?:
                  | {
                      _id?: string | null
                      name?: string | null
                      href?: string | null
                      order?: number | null
                      isActive?: boolean | null
                    }[]
                  | null
              } | null
              display?: {
                showPhone?: boolean | null
                showEmail?: boolean | null
                showAddress?: boolean | null
                showSocialMedia?: boolean | null
                showSocialLabel?: boolean | null
              } | null
              cta?: {
                text?: string | null
                action?: string | null
                isActive?: boolean | null
              } | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putTopbarNavigationId: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name?: string
          href?: string
          order?: number
          isActive?: boolean
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              contact?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    _id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                    icon?: string | null
                    isActive?: boolean | null
                  }[]
                | null
              branding?: {
                companyName?: string | null
                slogan?: string | null
                logoType?: ('text' | 'image') | null
                logoLetter?: string | null
                logoImage?: string | null
                logoColors?: {
                  primary?: string | null
                  secondary?: string | null
                } | null
                logoBackground?: ('gradient' | 'solid' | 'transparent') | null
                logoBackgroundColor?: string | null
                logoBackgroundGradient?: {
                  from?: string | null
                  to?: string | null
                } | null
              } | null
              navigation?: {
                items?:
                  | {
                      _id?: string | null
                      name?: string | null
                      href?: string | null
                      order?: number | null
                      isActive?: boolean | null
                    }[]
                  | null
              } | null
              display?: {
                showPhone?: boolean | null
                showEmail?: boolean | null
                showAddress?: boolean | null
                showSocialMedia?: boolean | null
                showSocialLabel?: boolean | null
              } | null
              cta?: {
                text?: string | null
                action?: string | null
                isActive?: boolean | null
              } | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminMaintenanceUpdate: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          title?: string
          description?: string
          estimatedTime?: string
          isActive?: boolean
          progress?: number
          allowContact?: boolean
          allowNewsletter?: boolean
          contactInfo?: {
            phone?: string
            email?: string
            address?: string
          }
          socialMedia?: {
            _id?: string
            id?: string
            /** @enum {string} */
            platform: 'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube'
            url: string
          }[]
          features?: string[] | string
          startTime?: string | null
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              isActive?: boolean | null
              title?: string | null
              description?: string | null
              estimatedTime?: string | null
              progress?: number | null
              startTime?: string | null
              startTime_tz?: string | null
              allowContact?: boolean | null
              allowNewsletter?: boolean | null
              contactInfo?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                  }[]
                | null
              features?: string[] | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminMaintenanceStart: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          title?: string
          description?: string
          estimatedTime?: string
          progress?: number
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              isActive?: boolean | null
              title?: string | null
              description?: string | null
              estimatedTime?: string | null
              progress?: number | null
              startTime?: string | null
              startTime_tz?: string | null
              allowContact?: boolean | null
              allowNewsletter?: boolean | null
              contactInfo?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                  }[]
                | null
              features?: string[] | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminMaintenanceStop: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              isActive?: boolean | null
              title?: string | null
              description?: string | null
              estimatedTime?: string | null
              progress?: number | null
              startTime?: string | null
              startTime_tz?: string | null
              allowContact?: boolean | null
              allowNewsletter?: boolean | null
              contactInfo?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                  }[]
                | null
              features?: string[] | null
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminMaintenanceProgress: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          progress: number
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              isActive?: boolean | null
              title?: string | null
              description?: string | null
              estimatedTime?: string | null
              progress?: number | null
              startTime?: string | null
              startTime_tz?: string | null
              allowContact?: boolean | null
              allowNewsletter?: boolean | null
              contactInfo?: {
                phone?: string | null
                email?: string | null
                address?: string | null
              } | null
              socialMedia?:
                | {
                    id?: string | null
                    platform?:
                      ('facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube') | null
                    url?: string | null
                  }[]
                | null
              features?: string[] | null
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminSubscribersExport: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Le fichier CSV */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'text/csv': string
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  putAdminMessagesIdStatus: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'new' | 'read' | 'replied'
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              _id: string
              name?: string | null
              email?: string | null
              phone?: string | null
              company?: string | null
              subject?: string | null
              service?: ('btp' | 'hydraulique' | 'location' | 'vente' | 'commerce' | 'autre') | null
              budget?: ('moins-1m' | '1m-5m' | '5m-20m' | 'plus-20m') | null
              equipment?: string | null
              choice?: {
                machine?:
                  | (
                      | number
                      | string
                      | ({
                          id: number | string
                        } & {
                          [key: string]: unknown
                        })
                    )
                  | null
                quantity?: number | null
                unit?: ('jour' | 'semaine' | 'mois' | 'unite' | 'forfait') | null
                startDate?: string | null
                endDate?: string | null
                estimate?: number | null
              } | null
              message?: string | null
              newsletter?: boolean | null
              lines?:
                | {
                    id?: string | null
                    machine?:
                      | (
                          | number
                          | string
                          | ({
                              id: number | string
                            } & {
                              [key: string]: unknown
                            })
                        )
                      | null
                    label?: string | null
                    quantity?: number | null
                    unit?: ('jour' | 'semaine' | 'mois' | 'unite' | 'forfait') | null
                    unitPrice?: number | null
                    startDate?: string | null
                    endDate?: string | null
                    halfDay?: ('morning' | 'afternoon') | null
                  }[]
                | null
              amount?: number | null
              notes?: string | null
              quote?: {
                version?: number | null
                sentAt?: string | null
                sentAt_tz?: string | null
                validUntil?: string | null
                validUntil_tz?: string | null
                vatRate?: number | null
                totalHT?: number | null
                vat?: number | null
                totalTTC?: number | null
                lines?: unknown
                conditions?: string | null
                acceptedAt?: string | null
                acceptedAt_tz?: string | null
                acceptedBy?: string | null
                refusedAt?: string | null
                refusedAt_tz?: string | null
                refusalReason?: string | null
              } | null
              reservations?: {
                docs: unknown[]
                hasNextPage?: boolean
                totalDocs?: number
              } | null
              history?: {
                docs: unknown[]
                hasNextPage?: boolean
                totalDocs?: number
              } | null
              status?: ('new' | 'read' | 'replied') | null
              locale?: string | null
              stage?: ('new' | 'qualified' | 'quoted' | 'won' | 'lost') | null
              lostReason?: string | null
              owner?:
                | (
                    | number
                    | string
                    | ({
                        id: number | string
                      } & {
                        [key: string]: unknown
                      })
                  )
                | null
              nextActionAt?: string | null
              nextActionAt_tz?: string | null
              nextActionNote?: string | null
              accessToken?: string | null
              submissionKey?: string | null
              createdAt: string
              updatedAt: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminEmailsIdResend: {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              id: string | number
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminBackup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data:
              | {
                  /** @constant */
                  available: true
                  latest: {
                    /** Format: date-time */
                    createdAt: string
                    size: string
                  } | null
                }
              | {
                  /** @constant */
                  available: false
                  reason: string
                  latest: null
                }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminBackup: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description L’archive .tar.gz */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/gzip': string
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Sauvegarde impossible sur ce site (la raison en français) */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminBackupArchives: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              /** Format: date-time */
              createdAt: string
              size: string
            }[]
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Seul un super-administrateur peut restaurer une sauvegarde. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminBackupArchives: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/gzip': string
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              name: string
              /** Format: date-time */
              createdAt: string
              size: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Seul un super-administrateur peut restaurer une sauvegarde. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description L’archive dépasse 2 Go : copiez-la sur le serveur et restaurez-la avec npm run restore. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Archive refusée : ce fichier n’est pas une archive .tar.gz. */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminBackupCheck: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              /** Format: date-time */
              createdAt: string
              /** @enum {string} */
              engine: 'sqlite' | 'postgres'
              counts: {
                news: number
                equipment: number
                departments: number
                media: number
                users: number
                quoteRequests: number
                subscribers: number
                outgoingEmails: number
              }
              files: number
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Seul un super-administrateur peut restaurer une sauvegarde. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Archive refusée (la raison en français) */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminBackupRestore: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          name: string
          companyName: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              archive: {
                /** Format: date-time */
                createdAt: string
                /** @enum {string} */
                engine: 'sqlite' | 'postgres'
                counts: {
                  news: number
                  equipment: number
                  departments: number
                  media: number
                  users: number
                  quoteRequests: number
                  subscribers: number
                  outgoingEmails: number
                }
                files: number
              }
              safety: string
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Seul un super-administrateur peut restaurer une sauvegarde. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Archive refusée ou restauration impossible : rien n’a changé */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminDatabaseOptimize: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              before: string
              after: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Seul un super-administrateur peut optimiser la base de données. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Une sauvegarde ou une optimisation en cours, ou une base MongoDB */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminSiteReset: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': {
          companyName: string
        }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              backup: string
              reset: string[]
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Seul un super-administrateur peut réinitialiser le site. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Sauvegarde impossible sur ce site : rien n’est réinitialisé */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminDashboard: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              stats: {
                departments: number
                equipment: number
                news: number
                users: number
              }
              recent: {
                departments: {
                  _id: string
                  name: string
                  slug: string
                  description: string
                  icon:
                    | (
                        | 'HardHat'
                        | 'Droplets'
                        | 'Truck'
                        | 'Car'
                        | 'Cpu'
                        | 'ShoppingBag'
                        | 'Building2'
                        | 'Wrench'
                      )
                    | null
                  color: string
                  features: string[]
                  images: {
                    main: string | null
                    banner: string | null
                    thumbnail: string | null
                  }
                  isActive: boolean
                  homepageSettings: {
                    showOnHomepage: boolean | null
                    homepageOrder: number | null
                    homepageTitle: string | null
                    homepageDescription: string | null
                    isFeatured: boolean | null
                  }
                  createdAt: string
                  updatedAt: string
                }[]
                equipment: {
                  name: string
                  slug: string
                  description: string
                  /** @enum {string} */
                  category: 'BTP' | 'ENGIN' | 'VEHICULE' | 'MATERIEL'
                  forRent: boolean
                  forSale: boolean
                  price: number | null
                  weeklyPrice: number | null
                  monthlyPrice: number | null
                  salePrice: number | null
                  currency: string
                  /** @enum {string} */
                  status: 'available' | 'rented' | 'maintenance' | 'sold'
                  available: number
                  isFeatured: boolean
                  isActive: boolean
                  order: number
                  images: {
                    main: string | null
                    gallery: string[]
                    thumbnail: string | null
                  }
                  specifications: {
                    [key: string]: string | number
                  }
                  tags: string[]
                  location: string
                  createdAt: string
                  updatedAt: string
                  _id: string
                }[]
                news: {
                  title: string
                  excerpt: string
                  content: string
                  author: string
                  /** @enum {string} */
                  category: 'ACTUALITE' | 'PROJET' | 'EVENEMENT' | 'TECHNIQUE' | 'GENERAL'
                  images: {
                    main: string | null
                    thumbnail: string | null
                    banner: string | null
                    gallery: string[]
                  }
                  tags: string[]
                  isPublished: boolean
                  createdAt: string
                  updatedAt: string
                  _id: string
                }[]
              }
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getUpload: {
    parameters: {
      query?: {
        type?: string
        limit?: number
        offset?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              files: (
                | {
                    _id: string
                    url: string
                    filename: string
                    mimetype: string
                    size: number
                    createdAt: string
                    /** @enum {string} */
                    type: 'departments' | 'images' | 'equipment' | 'news'
                    width: number | null
                    height: number | null
                    alt: string
                  }
                | {
                    _id: string
                    url: string
                    filename: string
                    mimetype: string
                    size: number
                    createdAt: string
                    /** @constant */
                    type: 'documents'
                    title: string
                  }
              )[]
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postUpload: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': {
          files?: string[]
          file?: string[]
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              files: (
                | {
                    _id: string
                    url: string
                    filename: string
                    mimetype: string
                    size: number
                    createdAt: string
                    /** @enum {string} */
                    type: 'departments' | 'images' | 'equipment' | 'news'
                    width: number | null
                    height: number | null
                    alt: string
                  }
                | {
                    _id: string
                    url: string
                    filename: string
                    mimetype: string
                    size: number
                    createdAt: string
                    /** @constant */
                    type: 'documents'
                    title: string
                  }
              )[]
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Les fichiers doivent être envoyés en multipart/form-data. */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postUploadImages: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': {
          images?: string[]
          image?: string[]
          files?: string[]
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              images: (
                | {
                    _id: string
                    url: string
                    filename: string
                    mimetype: string
                    size: number
                    createdAt: string
                    /** @enum {string} */
                    type: 'departments' | 'images' | 'equipment' | 'news'
                    width: number | null
                    height: number | null
                    alt: string
                  }
                | {
                    _id: string
                    url: string
                    filename: string
                    mimetype: string
                    size: number
                    createdAt: string
                    /** @constant */
                    type: 'documents'
                    title: string
                  }
              )[]
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Les fichiers doivent être envoyés en multipart/form-data. */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postUploadDocuments: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'multipart/form-data': {
          documents?: string[]
          document?: string[]
          files?: string[]
        }
      }
    }
    responses: {
      /** @description Succès */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              documents: (
                | {
                    _id: string
                    url: string
                    filename: string
                    mimetype: string
                    size: number
                    createdAt: string
                    /** @enum {string} */
                    type: 'departments' | 'images' | 'equipment' | 'news'
                    width: number | null
                    height: number | null
                    alt: string
                  }
                | {
                    _id: string
                    url: string
                    filename: string
                    mimetype: string
                    size: number
                    createdAt: string
                    /** @constant */
                    type: 'documents'
                    title: string
                  }
              )[]
            }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Les fichiers doivent être envoyés en multipart/form-data. */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getUploadId: {
    parameters: {
      query?: {
        type?: string
      }
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data:
              | {
                  _id: string
                  url: string
                  filename: string
                  mimetype: string
                  size: number
                  createdAt: string
                  /** @enum {string} */
                  type: 'departments' | 'images' | 'equipment' | 'news'
                  width: number | null
                  height: number | null
                  alt: string
                }
              | {
                  _id: string
                  url: string
                  filename: string
                  mimetype: string
                  size: number
                  createdAt: string
                  /** @constant */
                  type: 'documents'
                  title: string
                }
          }
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  deleteUploadId: {
    parameters: {
      query?: {
        type?: string
      }
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Introuvable */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminAnalytics: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              general: {
                totalVisits: number
                pageViews: number
                uniqueVisitors: number
                bounceRate: number
                averageSessionDuration: number
              }
              trends: {
                visits: {
                  current: number
                  change: number
                }
                inquiries: {
                  current: number
                  change: number
                }
                equipment: {
                  current: number
                  change: number
                }
                revenue: {
                  current: number
                  change: number
                }
              }
              contacts: {
                unreadContacts: number
                responseRate: number
              }
              equipment: {
                totalRevenue: number
                rentedEquipment: number
                totalEquipment: number
              }
              chartData: {
                departments: {
                  name: string
                  percentage: number
                }[]
                trafficSources: {
                  name: string
                  value: number
                }[]
              }
              topPages: {
                title: string
                path: string
                views: number
              }[]
              /** Format: date-time */
              lastUpdated: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  getAdminAnalyticsRealtime: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @constant */
            success: true
            message?: string
            data: {
              activeVisitors: number
              pageViewsLastHour: number
              activePages: {
                title: string
                path: string
                views: number
              }[]
              /** Format: date-time */
              timestamp: string
            }
          }
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminAnalyticsUpdate: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json':
          | {
              /** @constant */
              type: 'pageview'
              data: {
                /** Format: starts_with */
                path: string
                title?: string
                referrer?: string
                sessionId?: string
                duration?: number
              }
            }
          | {
              /** @constant */
              type: 'duration'
              data: {
                /** Format: starts_with */
                path: string
                sessionId: string
                duration: number
              }
            }
      }
    }
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Données invalides. Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Page vue introuvable pour cette session */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête est trop volumineux. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Le corps de la requête doit être envoyé en JSON (Content-Type: application/json). */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
  postAdminAnalyticsReset: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Succès */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Confirmation']
        }
      }
      /** @description Adresse invalide : encodage des caractères incorrect. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Authentification requise */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Error']
        }
      }
    }
  }
}
