/** Promotion, activity and point-mall rules of the reference gateway (docs/product.md 3, 4, 8, 9). */
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_MAX_IMAGE_BYTES,
  APPLICATION_MAX_IMAGES,
  type MemberActivity,
  type PointItem,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionErrorCode,
  type PromotionMode,
  type PromotionSummary,
  type Redemption,
} from '@shared/api/promotions';
import { promotionPhase } from '@shared/promotion-state';
import type { Language } from '@shared/constants';
import type { ActivityRow, PointItemRow, PromotionRow, RedemptionRow } from '../db/queries/promotions';
import { BASE_LANGUAGE, imagePath } from '../lib/language';

export const toPromotionSummary = (row: PromotionRow, now: number, lang: Language = BASE_LANGUAGE): PromotionSummary => ({
  id: row.id,
  category: row.category as PromotionCategory,
  title: row.title,
  summary: row.summary,
  mode: row.mode as PromotionMode,
  bonus: row.bonus,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  phase: promotionPhase(row.starts_at, row.ends_at, now),
  image: imagePath(`/img/promotion/${row.id}.svg`, lang),
});

export const toPromotionDetail = (row: PromotionRow, now: number, lang: Language): PromotionDetail => ({
  ...toPromotionSummary(row, now, lang),
  paragraphs: row.terms
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean),
});

export const toActivity = (row: ActivityRow): MemberActivity => ({
  promotionId: row.promotion_id,
  state: row.state,
  comment: row.comment,
  imageCount: (JSON.parse(row.image_keys) as string[]).length,
  updatedAt: row.updated_at,
});

export const toPointItem = (row: PointItemRow): PointItem => ({
  id: row.id,
  name: row.name,
  points: row.points,
  amount: row.amount,
  units: row.units,
  ratio: Math.round((row.amount / row.points) * 100) / 100,
});

export const toRedemption = (row: RedemptionRow): Redemption => ({
  id: row.id,
  kind: row.kind,
  itemName: row.item_name,
  points: row.points,
  amount: row.amount,
  status: row.status,
  time: row.created_at,
  remark: row.remark,
});

export type ImageKind = 'png' | 'jpg';

/** The image's type from its first bytes (PNG signature, JPEG SOI marker), whatever its name says. */
export function sniffImage(head: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

export interface ApplicationInput {
  comment: string;
  images: { bytes: Uint8Array; kind: ImageKind }[];
}

/**
 * Checks an application the way docs/product.md 5 and 9 say: comment of at most 140 characters,
 * at most 3 images, each png or jpg (by content) of at most 5 MB; something to review.
 */
export async function checkApplication(
  comment: string,
  files: File[],
): Promise<{ ok: true; value: ApplicationInput } | { ok: false; code: PromotionErrorCode | 'BAD_REQUEST' }> {
  const text = comment.trim();
  if ([...text].length > APPLICATION_COMMENT_MAX) return { ok: false, code: 'COMMENT_TOO_LONG' };
  if (files.length > APPLICATION_MAX_IMAGES) return { ok: false, code: 'TOO_MANY_IMAGES' };
  if (files.some((f) => f.size > APPLICATION_MAX_IMAGE_BYTES)) return { ok: false, code: 'IMAGE_TOO_LARGE' };
  const images: ApplicationInput['images'] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes.subarray(0, 8));
    if (!kind) return { ok: false, code: 'IMAGE_TYPE' };
    images.push({ bytes, kind });
  }
  if (!text && images.length === 0) return { ok: false, code: 'BAD_REQUEST' };
  return { ok: true, value: { comment: text, images } };
}
