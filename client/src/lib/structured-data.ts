// schema.org descriptions of what the clinic's pages show, for search results. Each builder takes
// the data a page already has; addresses are site paths (the page's own origin applies).

export interface PhysicianFacts {
  id: string;
  name: string;
  specialization: string;
  qualification?: string | null;
  image?: string | null;
}

export function physician(doctor: PhysicianFacts, doctorPath: string): Record<string, unknown> {
  return {
    '@type': 'Physician',
    name: doctor.name,
    medicalSpecialty: doctor.specialization,
    description: doctor.qualification ?? undefined,
    image: doctor.image ?? undefined,
    url: doctorPath,
  };
}

export function faqPage(
  faqs: readonly { question: string; answer: string }[],
): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface PostingFacts {
  title: string;
  excerpt: string;
  image?: string | null;
  publishedAt?: string | null;
  tags: readonly { name: string }[];
}

export function blogPosting(
  post: PostingFacts,
  postPath: string,
  publisher?: string,
): Record<string, unknown> {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: post.image ?? undefined,
    datePublished: post.publishedAt ?? undefined,
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    mainEntityOfPage: postPath,
    publisher: publisher ? { '@type': 'MedicalClinic', name: publisher } : undefined,
  };
}

export interface ProductFacts {
  name: string;
  description?: string | null;
  images: readonly string[];
  /** Rupees. */
  price: number;
  stock: number;
  category?: { name: string } | null;
}

export function product(item: ProductFacts): Record<string, unknown> {
  return {
    '@type': 'Product',
    name: item.name,
    description: item.description ?? undefined,
    image: item.images[0],
    category: item.category?.name,
    offers: {
      '@type': 'Offer',
      price: item.price.toFixed(2),
      priceCurrency: 'INR',
      availability: `https://schema.org/${item.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    },
  };
}
