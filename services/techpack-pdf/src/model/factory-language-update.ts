import type { Revision, TechPack, TechPackUpdate } from '@techpack/contracts';

type Change = NonNullable<Revision['changes']>[number];

// The factory's language, for the pack and per partner (PUT { factoryLanguage, partnerLanguages }): a revision of
// the pack like any other edit. partnerLanguages replaces the map as a whole; a partner set to the pack's language
// needs no entry of its own.
export function applyFactoryLanguage(
  next: TechPack,
  update: TechPackUpdate,
  changes: Change[],
  changed: string[],
): void {
  if (update.factoryLanguage && update.factoryLanguage !== (next.factoryLanguage ?? 'en')) {
    changes.push({
      field: 'factoryLanguage',
      from: next.factoryLanguage ?? 'en',
      to: update.factoryLanguage,
    });
    next.factoryLanguage = update.factoryLanguage;
    changed.push('factoryLanguage');
  }
  if (update.partnerLanguages) {
    const was = JSON.stringify(next.partnerLanguages ?? {});
    const now = JSON.stringify(
      Object.fromEntries(Object.entries(update.partnerLanguages).sort(([a], [b]) => a.localeCompare(b))),
    );
    if (was !== now) {
      changes.push({ field: 'partnerLanguages', from: was, to: now });
      next.partnerLanguages = JSON.parse(now) as Record<string, 'en' | 'zh-Hans' | 'vi'>;
      changed.push('partnerLanguages');
    }
  }
}

/** The language a factory's copy is printed in: the partner's own, else the pack's, else English. */
export function factoryLanguageFor(pack: TechPack, partner?: string): 'en' | 'zh-Hans' | 'vi' {
  return (partner ? pack.partnerLanguages?.[partner] : undefined) ?? pack.factoryLanguage ?? 'en';
}
