// One icon family for the whole site: Lucide (stroke icons), plus three social marks drawn in the same
// 24×24, 2 px stroke style because Lucide ships no brand logos.
import {
  ArrowRight,
  Award,
  BadgeCheck,
  Blocks,
  Calendar,
  ChartColumn,
  ChartLine,
  Check,
  ChevronDown,
  CircleUser,
  Eye,
  Gauge,
  Headset,
  Heart,
  IdCard,
  Layers,
  Lightbulb,
  Lock,
  Mail,
  Megaphone,
  Menu,
  MessageCircle,
  Phone,
  Plug,
  Puzzle,
  Quote,
  Rocket,
  Scaling,
  Send,
  Server,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  Wallet,
  Workflow,
  X,
  Zap,
  Handshake,
  Globe,
  Clock,
  FileText,
  Filter,
  Repeat,
  Smartphone,
  Bell,
  Database,
  KeyRound,
  Compass,
  Flag,
  Inbox,
  CreditCard,
  Receipt,
  Ticket,
  GraduationCap,
  Palette,
  MousePointerClick,
  Bot,
  LayoutTemplate,
  Share2,
  CalendarCheck,
  ExternalLink,
  Sun,
  Moon,
  Monitor,
  Search,
} from 'lucide-static';

const social = (paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;

export const icons = {
  'arrow-right': ArrowRight,
  award: Award,
  'badge-check': BadgeCheck,
  blocks: Blocks,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  check: Check,
  'chevron-down': ChevronDown,
  'circle-user': CircleUser,
  eye: Eye,
  gauge: Gauge,
  headset: Headset,
  heart: Heart,
  'id-card': IdCard,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  megaphone: Megaphone,
  menu: Menu,
  'message-circle': MessageCircle,
  phone: Phone,
  plug: Plug,
  puzzle: Puzzle,
  quote: Quote,
  rocket: Rocket,
  scaling: Scaling,
  send: Send,
  server: Server,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  search: Search,
  x: X,
  zap: Zap,
  handshake: Handshake,
  globe: Globe,
  clock: Clock,
  'file-text': FileText,
  filter: Filter,
  repeat: Repeat,
  smartphone: Smartphone,
  bell: Bell,
  database: Database,
  'key-round': KeyRound,
  compass: Compass,
  flag: Flag,
  inbox: Inbox,
  'credit-card': CreditCard,
  receipt: Receipt,
  ticket: Ticket,
  'graduation-cap': GraduationCap,
  palette: Palette,
  'mouse-pointer-click': MousePointerClick,
  bot: Bot,
  'layout-template': LayoutTemplate,
  'share-2': Share2,
  'external-link': ExternalLink,
  sun: Sun,
  moon: Moon,
  monitor: Monitor,
  instagram: social(
    '<rect x="2" y="2" width="20" height="20" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
  ),
  facebook: social('<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>'),
  linkedin: social(
    '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/>',
  ),
} as const;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];

/**
 * The icon's SVG markup, sized and labelled for inline use. Decorative unless a label is given.
 * React islands get their icons this way too: the page passes this markup as a prop and the island puts it
 * in a span with `dangerouslySetInnerHTML`, so no icon set ships to the browser.
 */
export function iconSvg(
  name: IconName,
  { size = 24, label, className = '' }: { size?: number; label?: string; className?: string } = {},
): string {
  const a11y = label ? `role="img" aria-label="${label.replace(/"/g, '&quot;')}"` : 'aria-hidden="true"';
  // Inside HTML an <svg> needs no namespace, nor spaces before `>`: left out, every icon is some 40 bytes lighter.
  return icons[name]
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '')
    .replace(/\s*class="[^"]*"/, '')
    .replace(/\s+/g, ' ')
    .replace(
      /\s*width="24"\s*height="24"/,
      ` width="${size}" height="${size}" ${a11y} focusable="false" class="${className}"`,
    )
    .replace(/>\s+</g, '><')
    .replace(/\s+(\/?>)/g, '$1')
    .trim();
}
