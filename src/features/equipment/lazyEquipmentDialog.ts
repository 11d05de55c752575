import { lazyDialog } from '@/ui/lazyDialog'

/** The equipment detail dialog, loaded when a card first opens it. */
export const EquipmentDialog = lazyDialog(
  () => import('./EquipmentDialog.client').then((module) => module.EquipmentDialog),
  (props) => props.equipment !== null,
)
