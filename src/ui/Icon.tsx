import {
  Award,
  Building2,
  Calendar,
  Car,
  CheckCircle,
  Cpu,
  Droplets,
  HardHat,
  Heart,
  type LucideIcon,
  Settings,
  Shield,
  ShoppingBag,
  Star,
  Target,
  TrendingUp,
  Truck,
  Users,
  Wrench,
} from 'lucide-react'

/** The icon names the admin offers (lucide's names, back office §9) → components. */
const ICONS: Record<string, LucideIcon> = {
  Award,
  Building2,
  Calendar,
  Car,
  CheckCircle,
  Cpu,
  Droplets,
  HardHat,
  Heart,
  Settings,
  Shield,
  ShoppingBag,
  Star,
  Target,
  TrendingUp,
  Truck,
  Users,
  Wrench,
}

export function Icon({
  name,
  className = 'h-6 w-6',
}: {
  name: string | null | undefined
  className?: string
}) {
  const Component = (name && ICONS[name]) || CheckCircle
  return <Component aria-hidden="true" className={className} />
}
