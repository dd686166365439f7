#!/usr/bin/env bash
# Puts one pull request's preview on the gh-pages branch of `origin`, or takes it off, run by the publishing
# workflow from the default branch's checkout (whose git credentials it uses).
#
#   publish-pages.sh publish <number> <site folder> <review folder>   → pr-<number>/ and pr-<number>/review/
#   publish-pages.sh remove <number>                                 → no pr-<number>/
#
# The branch keeps no history: each publish makes one commit with no parent holding the whole site, so the
# repository holds each pull request's latest report only, not every report ever pushed. Folders pr-<n>/ of
# pull requests that are not open (OPEN_PULL_REQUESTS, numbers separated by spaces or lines, when given) go
# too; everything else on the branch (production at its root) stays. A pull request the list does not name
# (closed since the workflow checked it, its folder maybe removed already) is not published, and nothing
# else changes either: the removal of a closed pull request's folder is the remove job's, and a list that
# came back empty by mistake takes nobody's folder away. `published=true` goes to GITHUB_OUTPUT when
# gh-pages holds this pull request's preview. GitHub Pages serves at most 1 GB: over
# WARN_BYTES (default 800 MB) the site is published with a warning, over LIMIT_BYTES (default 1 GB) it is
# not published at all. Another publish may push in between: the push only goes through if the branch is
# still where it was read (--force-with-lease), else it starts again from the new branch.
set -euo pipefail

action=${1:?publish or remove}
number=${2:?pull request number}
[[ "$number" =~ ^[1-9][0-9]{0,6}$ ]] || { echo "::error::Not a pull request number: $number"; exit 1; }
if [ "$action" = publish ]; then
  site=$(cd "${3:?site folder}" && pwd)
  review=$(cd "${4:?review folder}" && pwd)
elif [ "$action" != remove ]; then
  echo "::error::Say publish or remove, not $action"; exit 1
fi
if [ -n "${OPEN_PULL_REQUESTS+set}" ]; then
  # One line of numbers whatever separated them; anything else is refused.
  open_list=' '
  for open in $OPEN_PULL_REQUESTS; do open_list+="$open "; done
  [[ "$open_list" =~ ^(\ [1-9][0-9]{0,6})*\ $ ]] || { echo "::error::OPEN_PULL_REQUESTS is not a list of numbers: $OPEN_PULL_REQUESTS"; exit 1; }
  if [ "$action" = publish ] && [[ "$open_list" != *" $number "* ]]; then
    echo "Pull request #$number is not open (closed since it was checked): not published, gh-pages left as it is."
    exit 0
  fi
fi
warn_bytes=${WARN_BYTES:-800000000}
limit_bytes=${LIMIT_BYTES:-1000000000}

tree=$(mktemp -d)
trap 'git worktree remove --force "$tree" 2>/dev/null || true; rm -rf "$tree"' EXIT

for attempt in 1 2 3 4 5; do
  git worktree remove --force "$tree" 2>/dev/null || true
  rm -rf "$tree"
  if git fetch --quiet --depth 1 origin gh-pages 2>/dev/null; then
    lease=$(git rev-parse FETCH_HEAD)
    git worktree add --quiet --detach "$tree" "$lease"
  else
    [ "$action" = remove ] && { echo "No gh-pages branch: nothing to remove."; exit 0; }
    # No gh-pages yet: start from an empty tree, and push only if the branch still does not exist.
    lease=''
    git worktree add --quiet --detach "$tree" HEAD
    git -C "$tree" rm -rq --ignore-unmatch .
  fi

  rm -rf "${tree:?}/pr-$number"
  if [ "$action" = publish ]; then
    mkdir "$tree/pr-$number"
    cp -R "$site/." "$tree/pr-$number/"
    rm -rf "$tree/pr-$number/review"
    cp -R "$review" "$tree/pr-$number/review"
  fi
  if [ -n "${OPEN_PULL_REQUESTS+set}" ]; then
    for folder in "$tree"/pr-*/; do
      [ -d "$folder" ] || continue
      other=$(basename "$folder"); other=${other#pr-}
      [ "$other" = "$number" ] && [ "$action" = publish ] && continue
      if [[ "$open_list" != *" $other "* ]]; then
        echo "Removing pr-$other/: pull request #$other is not open."
        rm -rf "${folder:?}"
      fi
    done
  fi
  # Without it GitHub Pages runs Jekyll, which leaves out folders whose name starts with _ (_astro).
  touch "$tree/.nojekyll"

  bytes=$(du -sb --exclude=.git "$tree" | cut -f1)
  megabytes=$((bytes / 1000000))
  echo "site-megabytes=$megabytes" >> "${GITHUB_OUTPUT:-/dev/null}"
  if [ "$bytes" -gt "$limit_bytes" ]; then
    echo "::error::gh-pages would hold $megabytes MB, over the $((limit_bytes / 1000000)) MB GitHub Pages serves: not published. Close old pull requests or make their reviews smaller."
    exit 1
  fi
  if [ "$bytes" -gt "$warn_bytes" ]; then
    echo "::warning::gh-pages holds $megabytes MB of the $((limit_bytes / 1000000)) MB GitHub Pages serves."
  fi

  git -C "$tree" add -A .
  if [ -n "$lease" ] && [ "$(git -C "$tree" write-tree)" = "$(git rev-parse "$lease^{tree}")" ]; then
    echo "gh-pages already holds this: nothing to push."
    [ "$action" = publish ] && echo "published=true" >> "${GITHUB_OUTPUT:-/dev/null}"
    exit 0
  fi
  message="Preview of pull request #$number"
  [ "$action" = remove ] && message="Remove the preview of pull request #$number"
  commit=$(git -C "$tree" -c user.name='github-actions[bot]' -c user.email='41898282+github-actions[bot]@users.noreply.github.com' \
    commit-tree "$(git -C "$tree" write-tree)" -m "$message")
  if git push --quiet --force-with-lease="refs/heads/gh-pages:$lease" origin "$commit:refs/heads/gh-pages"; then
    echo "gh-pages: $message ($megabytes MB)."
    [ "$action" = publish ] && echo "published=true" >> "${GITHUB_OUTPUT:-/dev/null}"
    exit 0
  fi
  echo "gh-pages moved while this was prepared (attempt $attempt): starting again."
  sleep $((attempt * 2))
done
echo "::error::Could not push gh-pages after 5 attempts."
exit 1
