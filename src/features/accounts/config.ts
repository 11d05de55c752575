import type { CollectionConfig, Condition } from 'payload'

import { firstUserOrSuperAdmin } from '@/platform/access/firstUserOrSuperAdmin'
import { isSuperAdmin, isSuperAdminField } from '@/platform/access/isSuperAdmin'
import { isAdminUser } from '@/platform/access/roles'
import { superAdminOrSelf } from '@/platform/access/superAdminOrSelf'
import { selectField } from '@/platform/fields/select'
import {
  LOGIN_LOCK_MS,
  LOGIN_MAX_ATTEMPTS,
  LONG_SESSION_DAYS,
  LONG_SESSION_SECONDS,
} from '@/lib/constants'
import { forgotPasswordEmail } from '@/platform/services/mail/adapter'
import { USER_ROLE_LABELS, USER_ROLES } from '@/lib/labels'
import { usersSlug } from '@/lib/slugs'

import { accountSessionLength } from './hooks/accountSessionLength'
import { alertNewSignIn } from './hooks/alertNewSignIn'
import { firstUserIsSuperAdmin } from './hooks/firstUserIsSuperAdmin'
import { lockNotToldToWrongPassword } from './hooks/lockNotToldToWrongPassword'
import { loginInEvenTime } from './hooks/loginInEvenTime'
import { passwordChangeEndsResets } from './hooks/passwordChangeEndsResets'
import { requireSecondFactor } from './hooks/requireSecondFactor'
import { markPasswordReset, secondFactorAfterReset } from './hooks/secondFactorAfterReset'

/** The super-administrator's own settings screen only (backup, reset). */
const onOwnSuperAdminSettings: Condition = (data, _sibling, { user }) =>
  user?.role === 'super-admin' && data?.id === user.id

export const Users: CollectionConfig = {
  slug: usersSlug,
  labels: { singular: 'Utilisateur', plural: 'Utilisateurs' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'role'],
    group: 'Administration',
  },
  auth: {
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    useSessions: true,
    // the cookie's lifetime and the longest session; each token gets its account's own length
    // (accountSessionLength), and logging out deletes the session every instance checks
    tokenExpiration: LONG_SESSION_SECONDS,
    // the French mail, its link on PUBLIC_URL; valid an hour (Payload's default)
    forgotPassword: forgotPasswordEmail,
    cookies: {
      sameSite: 'Lax',
      // eslint-disable-next-line no-restricted-properties -- Node's own mode, not a setting of the site
      secure: process.env.NODE_ENV === 'production',
    },
  },
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    read: superAdminOrSelf,
    create: firstUserOrSuperAdmin,
    update: superAdminOrSelf,
    delete: isSuperAdmin,
    unlock: isSuperAdmin,
  },
  hooks: {
    beforeOperation: [loginInEvenTime, markPasswordReset],
    beforeChange: [firstUserIsSuperAdmin, passwordChangeEndsResets],
    beforeLogin: [requireSecondFactor],
    afterLogin: [alertNewSignIn],
    afterOperation: [secondFactorAfterReset, accountSessionLength],
    afterError: [lockNotToldToWrongPassword],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: 'Prénom' },
        { name: 'lastName', type: 'text', label: 'Nom' },
      ],
    },
    { name: 'phone', type: 'text', label: 'Téléphone' },
    {
      ...selectField('role', 'Rôle', USER_ROLES, USER_ROLE_LABELS),
      required: true,
      defaultValue: 'admin',
      saveToJWT: true,
      access: { create: isSuperAdminField, update: isSuperAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'notifyQuoteRequests',
      type: 'checkbox',
      label: 'Recevoir par email chaque nouvelle demande de devis',
      defaultValue: false,
      admin: {
        description:
          'En plus des adresses de réception des paramètres généraux du site. Chacun choisit pour son propre compte.',
      },
    },
    {
      name: 'weeklyReport',
      type: 'checkbox',
      label: 'Rapport hebdomadaire',
      defaultValue: false,
      admin: {
        description:
          'Chaque lundi matin, par email : les pages vues, les visiteurs, les demandes de devis et les pages les plus vues de la semaine passée.',
      },
    },
    {
      name: 'animations',
      type: 'checkbox',
      label: 'Animations',
      defaultValue: true,
      // read from the signed-in user by the admin's MotionPreference, on every screen
      admin: {
        description:
          'Décoché : l’administration s’affiche sans transitions ni animations (le thème sombre ou clair se choisit plus bas).',
      },
    },
    {
      name: 'loginAlerts',
      type: 'checkbox',
      label: 'Alertes de connexion',
      defaultValue: true,
      admin: {
        description:
          'Un email à chaque connexion depuis un navigateur ou une adresse IP que ce compte n’a jamais utilisés, avec la date, l’adresse et le navigateur.',
      },
    },
    {
      name: 'longSession',
      type: 'checkbox',
      label: `Session automatique de ${LONG_SESSION_DAYS} jours`,
      defaultValue: false,
      admin: {
        description: `Coché : la session de ce compte dure ${LONG_SESSION_DAYS} jours sans reconnexion ; décoché : elle se ferme après deux heures sans activité. S’applique à la prochaine connexion ; « Déconnexion » la ferme toujours, sur toutes les instances.`,
      },
    },
    // keyed hashes of the addresses and browsers this account signed in from (alerts above)
    { name: 'knownSignIns', type: 'json', hidden: true },
    {
      name: 'twoFactorEnabled',
      type: 'checkbox',
      label: 'Double authentification',
      defaultValue: false,
      // set only through /api/auth/two-factor/*, after a code proves the secret is scanned
      access: { create: () => false, update: () => false },
      admin: {
        components: { Field: '/features/accounts/admin/TwoFactorPanel.client#TwoFactorPanel' },
      },
    },
    // the secret (sealed), the one being set up, the recovery codes' hashes and the last step
    // accepted: Payload's hidden fields are in no API answer and on no admin screen
    { name: 'twoFactorSecret', type: 'text', hidden: true },
    { name: 'twoFactorPending', type: 'text', hidden: true },
    { name: 'twoFactorRecoveryCodes', type: 'json', hidden: true },
    { name: 'twoFactorLastStep', type: 'number', hidden: true },
    // bumped by every code accepted: a code is taken by one conditional write on it, so two
    // checks of one code at the same moment cannot both pass
    { name: 'twoFactorVersion', type: 'number', hidden: true },
    {
      name: 'backup',
      type: 'ui',
      label: 'Sauvegarde',
      admin: {
        components: { Field: '/admin/Settings/BackupPanel.client#BackupPanel' },
        condition: onOwnSuperAdminSettings,
      },
    },
    {
      name: 'restoreBackup',
      type: 'ui',
      label: 'Restaurer une sauvegarde',
      admin: {
        components: { Field: '/admin/Settings/RestoreBackup#RestoreBackup' },
        condition: onOwnSuperAdminSettings,
      },
    },
    {
      name: 'resetSite',
      type: 'ui',
      label: 'Réinitialiser le site',
      admin: {
        components: { Field: '/admin/Settings/ResetSite#ResetSite' },
        condition: onOwnSuperAdminSettings,
      },
    },
  ],
}
