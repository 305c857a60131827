import { CalendarCheck, MessagesSquare, ReceiptText, Scale, Trophy, Wallet } from 'lucide-react';
import type { FeatureIconName } from '@/content/features';

const icons = {
  picks: CalendarCheck,
  receipt: ReceiptText,
  chat: MessagesSquare,
  bankroll: Wallet,
  lines: Scale,
  sports: Trophy,
} satisfies Record<FeatureIconName, unknown>;

export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" size={24} className={className} />;
}
