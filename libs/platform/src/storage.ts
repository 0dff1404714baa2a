import { mkdir, readFile, rm, writeFile, stat, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Client as MinioClient } from 'minio';

export interface ObjectStorage {
  readonly kind: 'fs' | 's3';
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  healthy(): Promise<boolean>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid object key: ${key}`);
}

export class FsObjectStorage implements ObjectStorage {
  readonly kind = 'fs' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertValidKey(key);
    const p = resolve(join(this.root, key));
    if (!p.startsWith(this.root + sep)) throw new Error(`invalid object key: ${key}`);
    return p;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    // Write then rename so a reader never sees half a file.
    const tmp = `${p}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, p);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.path(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async healthy(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      return true;
    } catch {
      return false;
    }
  }
}

export interface S3Options {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export class MinioObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: MinioClient;
  private bucketReady: Promise<void> | undefined;

  constructor(private readonly options: S3Options) {
    const url = new URL(options.endpoint);
    this.client = new MinioClient({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
      useSSL: url.protocol === 'https:',
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
    });
  }

  private ensureBucket(): Promise<void> {
    if (!this.bucketReady) {
      this.bucketReady = (async () => {
        const exists = await this.client.bucketExists(this.options.bucket);
        if (!exists) {
          try {
            await this.client.makeBucket(this.options.bucket, this.options.region);
          } catch (e) {
            const code = (e as { code?: string }).code;
            if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw e;
          }
        }
      })().catch((e) => {
        this.bucketReady = undefined;
        throw e;
      });
    }
    return this.bucketReady;
  }

  async put(key: string, body: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    assertValidKey(key);
    await this.ensureBucket();
    await this.client.putObject(this.options.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<Buffer | null> {
    assertValidKey(key);
    await this.ensureBucket();
    try {
      const stream = await this.client.getObject(this.options.bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (e) {
      if ((e as { code?: string }).code === 'NoSuchKey') return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    await this.ensureBucket();
    try {
      await this.client.statObject(this.options.bucket, key);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === 'NotFound' || (e as { code?: string }).code === 'NoSuchKey')
        return false;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.ensureBucket();
    await this.client.removeObject(this.options.bucket, key);
  }

  async healthy(): Promise<boolean> {
    try {
      await this.client.bucketExists(this.options.bucket);
      return true;
    } catch {
      return false;
    }
  }
}
