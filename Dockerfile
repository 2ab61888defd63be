FROM python:3.11-slim
WORKDIR /app
COPY requirements.lock pyproject.toml README.md ./
RUN pip install --no-cache-dir -r requirements.lock
COPY graphmem ./graphmem
COPY cypher ./cypher
RUN pip install --no-cache-dir --no-deps -e .
ENV HF_HUB_OFFLINE=1 GRAPHITI_TELEMETRY_ENABLED=false
# Export the query encoder to ONNX now, so a new container does not spend its first seconds on it.
RUN python -c "from graphmem.config import load_settings; from graphmem.embed import get_embedder; get_embedder(load_settings())"
EXPOSE 8765
CMD ["graphmem", "serve"]
