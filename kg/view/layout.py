"""Node positions for ``kg view``, computed once when the page is written.

A force-directed layout in the browser costs seconds per page load for a few hundred
nodes; computed here with numpy it costs a fraction of a second once, the page only
places the nodes, and the same graph always gets the same picture (fixed seed).
The algorithm is Fruchterman–Reingold (connected nodes attract, all nodes repel, the step
shrinks each round) with a weak pull to the centre so that unconnected nodes stay near.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

#: Above this many nodes the n×n force matrices cost too much memory and time: the page
#: then places nodes in rings by degree instead (Cytoscape's concentric layout).
FORCE_LAYOUT_LIMIT = 1500
ROUNDS = 120
#: Pixels per node, as the side of the square the layout fills grows with √n.
SPACING = 80.0
GRAVITY = 0.1


def force_layout(
    count: int, edges: Sequence[tuple[int, int]], seed: int = 0
) -> list[tuple[float, float]]:
    """Positions in pixels for ``count`` nodes joined by ``edges`` (pairs of indices)."""
    import numpy as np

    if count == 0:
        return []
    if count == 1:
        return [(0.0, 0.0)]
    rng = np.random.default_rng(seed)
    position = rng.random((count, 2))
    adjacency = np.zeros((count, count))
    for a, b in edges:
        if a != b:
            adjacency[a, b] = adjacency[b, a] = 1.0
    ideal = math.sqrt(1.0 / count)
    # Hubs push harder (as in ForceAtlas2), so the best connected nodes spread apart
    # instead of piling up in the middle with everything they link.
    degree = adjacency.sum(axis=1) + 1.0
    push = np.outer(degree, degree) * (ideal * ideal / float(np.mean(degree) ** 2))
    pull = adjacency / ideal
    step = 0.1
    cooling = step / (ROUNDS + 1)
    for _ in range(ROUNDS):
        x, y = position[:, 0], position[:, 1]
        dx = x[:, None] - x[None, :]
        dy = y[:, None] - y[None, :]
        squared = np.maximum(dx * dx + dy * dy, 1e-4)
        force = push / squared - pull * np.sqrt(squared)
        shift = np.stack([(dx * force).sum(axis=1), (dy * force).sum(axis=1)], axis=1)
        shift -= GRAVITY * (position - position.mean(axis=0)) / ideal
        length = np.maximum(np.sqrt((shift * shift).sum(axis=1)), 0.01)
        position += shift * (step / length)[:, None]
        step -= cooling
    position -= position.min(axis=0)
    side = float(position.max()) or 1.0
    scale = SPACING * math.sqrt(count) / side
    return [(round(float(x) * scale, 1), round(float(y) * scale, 1)) for x, y in position]
