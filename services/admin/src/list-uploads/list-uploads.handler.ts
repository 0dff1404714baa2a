import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminAnalysisSummary, AdminUploadView } from '@techpack/contracts';
import { iso, type Listing } from '../listings/listing';
import { ListHandler } from '../listings/list-handler';

type Row = {
  id: string;
  user_id: string;
  email: string;
  original_name: string;
  filename: string;
  garment_type: string | null;
  selected_size: string | null;
  content_type: string | null;
  size_bytes: string | number | null;
  created_at: string;
  analysis: AdminAnalysisSummary | null;
  user_email: string | null;
};

// Uploads, newest first (?userId= for one designer's).
@Injectable()
export class ListUploadsHandler extends ListHandler<Row, AdminUploadView> {
  protected readonly listing: Listing<Row, AdminUploadView> = {
    table: 'uploads',
    orderBy: 't.created_at desc, t.id desc',
    select: sql`select t.id, t.user_id, t.email, t.original_name, t.filename, t.garment_type, t.selected_size, t.content_type,
      t.size_bytes, t.created_at, t.analysis, (select u.email from admin.users u where u.id = t.user_id) as user_email`,
    match: { userId: 'user_id' },
    view: (r) => ({
      id: r.id,
      userId: r.user_id,
      originalName: r.original_name,
      filename: r.filename,
      garmentType: r.garment_type,
      selectedSize: r.selected_size,
      contentType: r.content_type,
      sizeBytes: r.size_bytes == null ? null : Number(r.size_bytes),
      createdAt: iso(r.created_at),
      analysis: r.analysis,
      // the account's e-mail; the upload form's e-mail is where the tech pack is delivered
      user: { email: r.user_email || r.email },
      deliveryEmail: r.email || null,
    }),
  };
}
