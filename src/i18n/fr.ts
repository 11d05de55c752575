/** French UI strings and API messages of the specification, grouped by screen. */
export const fr = {
  site: {
    loadingPage: 'Chargement de la page...',
    notFoundTitle: 'Oops! Page not found',
    backHome: "Retour à l'accueil",
  },
  auth: {
    invalidCredentials: 'Email ou mot de passe incorrect',
    serverError: 'Erreur serveur. Veuillez réessayer plus tard.',
    loginError: 'Erreur de connexion. Veuillez réessayer.',
    registerError: "Erreur lors de l'inscription",
    locked:
      'Compte temporairement verrouillé après trop de tentatives. Réessayez dans 10 minutes.',
    tooManyRequests: 'Trop de requêtes. Veuillez réessayer dans quelques minutes.',
    loggedIn: 'Connexion réussie',
    loggedOut: 'Déconnexion réussie',
    registered: 'Compte créé avec succès',
    registrationClosed:
      'Inscription fermée : seul un super-administrateur peut créer de nouveaux comptes.',
    passwordChanged: 'Mot de passe modifié avec succès',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    forgotPasswordSent:
      'Si un compte existe pour cette adresse, un email de réinitialisation vient d’être envoyé.',
    passwordReset: 'Mot de passe réinitialisé avec succès',
    invalidResetToken: 'Lien de réinitialisation invalide ou expiré.',
  },
  validation: {
    hexColor: 'Couleur invalide : utilisez le format hexadécimal, par exemple #1e40af.',
    requiredFields: 'Veuillez remplir tous les champs obligatoires',
    requiredNewsFields: 'Veuillez remplir tous les champs requis',
    partnerName: 'Veuillez saisir le nom du partenaire',
    linkNameAndHref: 'Veuillez saisir le nom et le lien',
    serviceName: 'Veuillez saisir le nom du service',
    logoLetters: 'Le logo texte ne peut pas dépasser 10 caractères.',
    progressRange: 'La progression doit être comprise entre 0 et 100.',
  },
  upload: {
    tooLarge: (name: string, maxMb: number) =>
      `Le fichier ${name} est trop volumineux. Taille maximale: ${maxMb}MB`,
    notImage: (name: string) => `Le fichier ${name} n'est pas une image valide`,
    notDocument: (name: string) => `Le fichier ${name} n'est pas un document valide`,
    failed: "Erreur lors de l'upload",
    multipartRequired: 'Les fichiers doivent être envoyés en multipart/form-data.',
    unreadable: 'Requête multipart illisible.',
    noFile: 'Aucun fichier reçu.',
    tooManyFiles: (max: number) => `${max} fichiers au maximum par envoi.`,
    notFound: 'Fichier introuvable',
    uploaded: (count: number) => (count > 1 ? `${count} fichiers envoyés avec succès` : 'Fichier envoyé avec succès'),
    deleted: 'Fichier supprimé avec succès',
  },
  api: {
    notFound: 'Route API introuvable',
    methodNotAllowed: 'Méthode non autorisée pour cette route',
    unauthenticated: 'Authentification requise',
    forbidden: 'Accès refusé',
    bodyTooLarge: 'Le corps de la requête est trop volumineux.',
    jsonRequired: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    invalidInput: 'Données invalides.',
    invalidId: 'Identifiant invalide',
  },
  forms: {
    quoteSent: 'Votre demande a bien été envoyée. Nous vous répondrons sous 24 heures.',
    subscribed: 'Merci pour votre inscription !',
  },
  catalogue: {
    title: 'Catalogue des équipements',
    generatedOn: (date: string) => `Généré le ${date}`,
    phone: 'Téléphone',
    email: 'Email',
    empty: 'Aucun équipement disponible pour le moment.',
    location: 'Localisation',
    unitsAvailable: (count: number) =>
      count > 1 ? `${count} unités disponibles` : `${count} unité disponible`,
    pageNumber: (page: number, total: number) => `Page ${page} / ${total}`,
  },
  server: {
    unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.',
    notFound: 'Ressource introuvable',
  },
} as const
