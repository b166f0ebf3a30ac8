import type { EntityManager } from 'typeorm';
import { ClinicProfile } from '../../clinic/clinic-profile.entity';
import { Language } from '../../common/language';
import type { ClinicAlert, MessagesConfig } from '../messages-config';
import type { MessageTemplate } from './message-templates';
import type { ClinicAlertDraft, MessageDraft } from './outbox';

const TEMPLATE_OF: Record<ClinicAlert, MessageTemplate> = {
  booking: 'clinic_new_booking',
  order: 'clinic_new_order',
  contact: 'clinic_new_contact',
};

/**
 * The clinic's own alert of a new booking, order or contact message: one draft per way the
 * configuration names (CLINIC_ALERTS) whose channel is on (NOTIFY_CHANNELS; the log channel
 * takes every way), to the clinic profile's WhatsApp number and first e-mail. A way whose
 * channel is off writes nothing, rather than a message that can only fail. Alerts are in English,
 * whatever the language of the patient whose booking or order they tell of.
 */
export async function clinicAlertDrafts(
  manager: EntityManager,
  alert: ClinicAlert,
  config: Pick<MessagesConfig, 'clinicAlerts' | 'channels'>,
  draft: ClinicAlertDraft,
  /** The clinic profile when the caller has read it already (one read per change). */
  known?: ClinicProfile | null,
): Promise<MessageDraft[]> {
  const on = (way: 'whatsapp' | 'email') =>
    config.channels.includes(way) || config.channels.includes('log');
  const ways = config.clinicAlerts[alert].filter(on);
  if (ways.length === 0) return [];
  const profile = known !== undefined ? known : await manager.findOneBy(ClinicProfile, { id: 1 });
  if (!profile) return [];
  const template = TEMPLATE_OF[alert];
  const email = profile.emails[0]?.address ?? null;
  return ways.flatMap((way): MessageDraft[] => {
    if (way === 'whatsapp' && profile.whatsapp) {
      return [{ ...draft, template, phone: profile.whatsapp, locale: Language.EN }];
    }
    if (way === 'email' && email) return [{ ...draft, template, email, locale: Language.EN }];
    return [];
  });
}
