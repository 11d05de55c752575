import { UPLOAD_MAX_MB } from '@/lib/constants'
import { UPLOAD_TYPE_LABELS, type UploadType } from '@/lib/uploadRules'

import { IMAGE_RECOMMENDATIONS, RECOMMENDED_FORMATS } from './imageRecommendations'

/** Help text of the spec (§9): formats, size limit and the chosen type's recommended sizes. */
export function Recommendations({ type }: { type: UploadType }) {
  return (
    <aside className="bk-upload__card bk-upload__help" aria-labelledby="bk-upload-help-title">
      <h2 id="bk-upload-help-title">Recommandations</h2>
      <p>
        Formats conseillés : {RECOMMENDED_FORMATS}. Taille maximale : {UPLOAD_MAX_MB} Mo par
        fichier.
      </p>
      <h3>Tailles conseillées — {UPLOAD_TYPE_LABELS[type]}</h3>
      <ul>
        {IMAGE_RECOMMENDATIONS[type].map((item) => (
          <li key={item.label}>
            <span>{item.label}</span>
            <span className="bk-upload__muted">
              {item.size}
              {item.weight && ` · ${item.weight} max.`}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  )
}
