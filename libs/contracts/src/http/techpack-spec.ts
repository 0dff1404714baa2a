import { z } from 'zod';

// The spec entities of a tech pack: fabric, colours, branding, features, measurements and trims.
// ./techpack-schema.ts re-exports them.

export const fabricDetailsSchema = z.object({
  gsm: z.number(),
  composition: z.string(),
  texture: z.string(),
  category: z.string(),
});
export type FabricDetails = z.infer<typeof fabricDetailsSchema>;

export const materialsSchema = z
  .object({
    mainFabric: z.string(),
    fabricDetails: fabricDetailsSchema,
    lining: z.string(),
    trim: z.string(),
  })
  .passthrough();
export type Materials = z.infer<typeof materialsSchema>;

// deltaE: CIEDE2000 from the measured colour to its Pantone TCX reference (measured colours only)
export const colorSchema = z.object({
  name: z.string(),
  hex: z.string(),
  pantone: z.string(),
  deltaE: z.number().min(0).max(100).optional(),
});
export type TechPackColor = z.infer<typeof colorSchema>;

export const brandingSchema = z.object({
  logo: z.string().nullable(), // the stored logo's path (/api/tech-pack/{id}/logo/<hash>.png); a data URL on packs saved before logos were stored
  logoFile: z.string().nullable(),
  logoPosition: z.string(),
  logoWidth: z.number(), // cm
  logoHeight: z.number(), // cm
  logoMethod: z.string(),
  logoColors: z.string(),
  logoFromTop: z.number(), // cm from the high point shoulder / waistband
  logoFromLeft: z.number(), // cm from centre front, negative moves left
  mainLabel: z.string(),
  careInstructions: z.string(),
  sizeLabelFormat: z.string(),
  hangTagStyle: z.string(),
  hangTagContent: z.string(),
  packaging: z.string(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const specialFeaturesSchema = z.object({ finish: z.string(), hardware: z.string() }).passthrough();
export type SpecialFeatures = z.infer<typeof specialFeaturesSchema>;

export const measurementValueSchema = z.union([z.string(), z.number()]);
// name -> '62 cm' style text or a number in cm (base / selected size).
export const measurementsSchema = z.record(measurementValueSchema);

export const trimsSchema = z.record(z.union([z.string(), z.number(), z.boolean(), z.null()]));
