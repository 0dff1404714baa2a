import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminAnalysisSummary, AdminTechPackView } from '@techpack/contracts';
import { iso, type Listing } from '../listings/listing';
import { ListHandler } from '../listings/list-handler';

type Row = {
  id: string;
  upload_id: string;
  user_id: string;
  email: string;
  garment_type: string | null;
  original_name: string;
  filename: string;
  main_fabric: string | null;
  created_at: string;
  updated_at: string;
  pdf_path: string | null;
  shared_at: string | null;
  analysis: AdminAnalysisSummary | null;
  user_email: string | null;
  style_name: string | null;
  style_number: string | null;
};

// Tech packs with their upload's analysis, newest first (?userId= for one designer's).
@Injectable()
export class ListTechPacksHandler extends ListHandler<Row, AdminTechPackView> {
  protected readonly listing: Listing<Row, AdminTechPackView> = {
    table: 'tech_packs',
    orderBy: 't.created_at desc, t.id desc',
    select: sql`select t.id, t.upload_id, t.user_id, t.email, t.garment_type, t.original_name, t.filename, t.main_fabric,
      t.created_at, t.updated_at, t.pdf_path, t.shared_at, t.style_name, t.style_number,
      (select up.analysis from admin.uploads up where up.id = t.upload_id) as analysis,
      (select u.email from admin.users u where u.id = t.user_id) as user_email`,
    match: { userId: 'user_id' },
    view: (r) => ({
      id: r.id,
      uploadId: r.upload_id,
      userId: r.user_id,
      upload: { filename: r.filename, originalName: r.original_name, garmentType: r.garment_type },
      createdAt: iso(r.created_at),
      generatedAt: iso(r.created_at),
      updatedAt: r.updated_at && Number.isFinite(new Date(r.updated_at).getTime()) ? iso(r.updated_at) : null,
      pdfPath: r.pdf_path,
      sharedAt: iso(r.shared_at),
      materials: { mainFabric: r.main_fabric },
      // the pack's garment type (the designer's correction), over the upload's first reading
      aiAnalysis: r.analysis
        ? { ...r.analysis, ...(r.garment_type ? { garmentType: r.garment_type } : {}) }
        : r.garment_type
          ? { garmentType: r.garment_type }
          : null,
      styleName: r.style_name ?? null,
      styleNumber: r.style_number ?? null,
      user: { email: r.user_email || r.email },
      deliveryEmail: r.email || null,
    }),
  };
}
