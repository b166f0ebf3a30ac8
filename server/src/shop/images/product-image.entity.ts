import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One width of an uploaded product photo, re-encoded as WebP and kept in PostgreSQL so every
 * instance serves it. Named by the SHA-256 of the upload and the width: the bytes behind a
 * name never change, so they are served as immutable.
 */
@Entity({ name: 'product_image' })
export class ProductImage {
  @PrimaryColumn('text')
  sha256: string;

  @PrimaryColumn('int')
  width: number;

  @Column('int')
  height: number;

  @Column('bytea')
  bytes: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
