import { useClinic } from '../../lib/clinic-profile';

/** The clinic facts content pages show (call, WhatsApp, e-mail), from the one cached profile. */
export function useContentClinic() {
  const clinic = useClinic().data?.clinic;
  return {
    phone: clinic?.phones[0]?.number,
    whatsapp: clinic?.whatsapp,
    emergencyPhone: clinic?.emergencyPhone,
    email: clinic?.emails[0]?.address,
    name: clinic?.name,
  };
}
