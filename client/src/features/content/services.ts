// The clinic's two services (static content; ids are the URL segments).

export interface Service {
  id: string;
  title: string;
}

export const services: readonly Service[] = [
  { id: 'online-consultation', title: 'Online Consultation' },
  { id: 'medicine-delivery', title: 'Medicine Delivery' },
];

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}
