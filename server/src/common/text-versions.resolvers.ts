import { BlogPost } from '../blog/blog-post.entity';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { Doctor } from '../clinic/doctor.entity';
import { Category } from '../shop/category.entity';
import { Product } from '../shop/product.entity';
import { textVersionsResolver, type TranslatedField } from './text-versions';

const text = (name: string, more: Partial<TranslatedField> = {}): TranslatedField => ({
  name,
  type: () => String,
  ...more,
});
const list = (name: string): TranslatedField => ({ name, type: () => [String] });

/** The public texts that have versions in other languages, type by type (GraphQL and REST). */
export const TRANSLATED = {
  doctor: [
    text('name'),
    text('specialization'),
    text('qualification'),
    text('bio'),
    list('expertise'),
    list('languages'),
  ],
  product: [text('name'), text('shortDescription', { nullable: true }), text('description')],
  category: [text('name')],
  blogPost: [text('title'), text('excerpt'), text('content', { description: 'Sanitised HTML' })],
  clinic: [text('name'), text('tagline'), text('streetAddress'), text('locality'), text('region')],
} as const satisfies Record<string, readonly TranslatedField[]>;

export const textVersionsResolvers = [
  textVersionsResolver(Doctor, TRANSLATED.doctor),
  textVersionsResolver(Product, TRANSLATED.product),
  textVersionsResolver(Category, TRANSLATED.category),
  textVersionsResolver(BlogPost, TRANSLATED.blogPost),
  textVersionsResolver(ClinicProfile, TRANSLATED.clinic),
] as const;
