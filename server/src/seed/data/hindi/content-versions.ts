/**
 * The demo content's Hindi versions, kept beside the English seed files and keyed like them (a
 * doctor's, product's, category's or post's slug). A missing entry or field means "no Hindi
 * version": the site shows the English, marked lang="en".
 */
export interface DoctorHindi {
  name?: string;
  specialization?: string;
  qualification?: string;
  bio?: string;
  expertise?: string[];
  languages?: string[];
}

export interface CategoryHindi {
  name?: string;
}

export interface ProductHindi {
  name?: string;
  shortDescription?: string;
  description?: string;
}

export interface BlogPostHindi {
  title?: string;
  excerpt?: string;
  /** Raw HTML with the same structure as the English; sanitised like every post. */
  content?: string;
}

export interface ClinicHindi {
  name?: string;
  tagline?: string;
  streetAddress?: string;
  locality?: string;
  region?: string;
}
