/** Uploads a firmware file as the raw request body, reporting progress (fetch cannot report upload progress). */
export interface UploadResult {
  code: number;
  message: string;
  data: { package_url: string; file_size: number } | null;
}

export function uploadFile(file: Blob, opts: { token: string | null; language: string; onProgress(fraction: number): void }): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/tp_ota/upload');
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept-language', opts.language === 'ch' ? 'zh-CN' : opts.language);
    if (opts.token) xhr.setRequestHeader('authorization', `Bearer ${opts.token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress(e.loaded / e.total);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as UploadResult);
      } catch {
        reject(new Error(`HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.send(file);
  });
}
